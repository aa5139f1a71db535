// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";

function Probe() {
  return <p>{useHydratedFresh() ? "live" : "prerendered"}</p>;
}

// Each test needs the module's "page has hydrated" memory fresh, as on a new page load.
let useHydratedFresh: () => boolean;
async function freshModule() {
  vi.resetModules();
  ({ useHydrated: useHydratedFresh } = await import("./use-hydrated"));
}

describe("useHydrated", () => {
  it("is false in the prerendered HTML", async () => {
    await freshModule();
    expect(renderToString(<Probe />)).toContain("prerendered");
  });

  it("hydrates to false without a mismatch, then turns true", async () => {
    await freshModule();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn<(error: unknown) => void>();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe("live");
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("is true from the first render for what mounts after the page has hydrated", async () => {
    await freshModule();
    render(<Probe />);
    await screen.findByText("live");
    const seen: boolean[] = [];
    function Later() {
      const hydrated = useHydratedFresh();
      seen.push(hydrated);
      return null;
    }
    render(<Later />);
    expect(seen[0]).toBe(true);
  });
});
