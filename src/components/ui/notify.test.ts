import { beforeEach, describe, expect, it, vi } from "vitest";
import { notify, toasterDemand } from "./notify";

type ToastCall = (title: string, options?: { description?: string; duration?: number }) => void;
const toast = vi.hoisted(() =>
  Object.assign(vi.fn<ToastCall>(), {
    success: vi.fn<ToastCall>(),
    error: vi.fn<ToastCall>(),
    warning: vi.fn<ToastCall>(),
    info: vi.fn<ToastCall>(),
  }),
);
vi.mock("sonner", () => ({ toast }));

/** notify fetches sonner with import(): let that settle. */
const sonnerLoaded = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("notify", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  // In this order: the first test sees the page's first toast.
  it("asks for the Toaster with the first toast, and tells its listeners once", async () => {
    const listener = vi.fn<() => void>();
    toasterDemand.subscribe(listener);
    expect(toasterDemand.wanted()).toBe(false);
    notify("error", "No file selected", "Please upload your CV first");
    notify("success", "CV Generated", "Your CV is ready.");
    expect(toasterDemand.wanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await sonnerLoaded();
    expect(toast.success).toHaveBeenCalledWith("CV Generated", {
      description: "Your CV is ready.",
      duration: undefined,
    });
    expect(toast.error).toHaveBeenCalledWith("No file selected", {
      description: "Please upload your CV first",
      duration: undefined,
    });
  });

  it("shows a plain message with sonner's default toast, and keeps warnings until closed", async () => {
    notify("message", "CV Scan Complete", "Found 5 matching job opportunities.");
    notify("warning", "Your CV is not being saved", "Storage is blocked.");
    await sonnerLoaded();
    expect(toast).toHaveBeenCalledWith("CV Scan Complete", {
      description: "Found 5 matching job opportunities.",
      duration: undefined,
    });
    expect(toast.warning).toHaveBeenCalledWith("Your CV is not being saved", {
      description: "Storage is blocked.",
      duration: Number.POSITIVE_INFINITY,
    });
  });
});
