// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UpdatePrompt } from "./update-prompt";

/** The English worker, as the page sees it while it controls the page. */
const englishWorker = { scriptURL: "http://localhost/sw.js" };

function fakeServiceWorkers(options: {
  waiting: boolean;
  controlled: boolean | { scriptURL: string };
  active?: boolean;
}) {
  const waiting = { postMessage: vi.fn<(message: unknown) => void>() };
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  container.controller = options.controlled === true ? englishWorker : options.controlled || null;
  const registration = Object.assign(new EventTarget(), {
    waiting: options.waiting ? waiting : null,
    installing: null,
    active: (options.active ?? true) ? {} : null,
  });
  container.register = vi.fn<(url: string) => Promise<typeof registration>>().mockResolvedValue(registration);
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  const listened = vi.spyOn(registration, "addEventListener");
  /** Resolves once the prompt has looked at the registration (it then listens for updates). */
  const registrationRead = () =>
    vi.waitFor(() => expect(listened).toHaveBeenCalledWith("updatefound", expect.any(Function)));
  return { container, waiting, registrationRead };
}

describe("UpdatePrompt", () => {
  const reload = vi.fn<() => void>();
  beforeEach(() => {
    vi.stubEnv("PROD", true);
    Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    reload.mockReset();
  });

  it("registers the service worker and offers a waiting new version, which reloads once it takes over", async () => {
    const { container, waiting } = fakeServiceWorkers({ waiting: true, controlled: true });
    render(<UpdatePrompt />);
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(await screen.findByRole("status")).toHaveTextContent("A new version of this site is ready.");

    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    act(() => {
      container.dispatchEvent(new Event("controllerchange"));
      container.dispatchEvent(new Event("controllerchange"));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says nothing on a first visit, when there is no old version to replace", async () => {
    const { registrationRead } = fakeServiceWorkers({ waiting: true, controlled: false });
    render(<UpdatePrompt />);
    await registrationRead();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says nothing when a language's worker installs for the first time on a page the English worker controls", async () => {
    const { registrationRead } = fakeServiceWorkers({ waiting: true, controlled: true, active: false });
    render(<UpdatePrompt />);
    await registrationRead();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("does not reload when a first install takes control of the page: nothing on it is old", async () => {
    const { container, registrationRead } = fakeServiceWorkers({ waiting: false, controlled: false, active: false });
    render(<UpdatePrompt />);
    await registrationRead();
    act(() => {
      container.controller = { scriptURL: "http://localhost/sw.js" };
      container.dispatchEvent(new Event("controllerchange"));
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads when the visitor accepted the update in another tab", async () => {
    const { container, registrationRead } = fakeServiceWorkers({ waiting: true, controlled: true });
    render(<UpdatePrompt />);
    await registrationRead();
    act(() => {
      container.controller = { scriptURL: "http://localhost/sw.js" };
      container.dispatchEvent(new Event("controllerchange"));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
