import { act, renderHook } from "@testing-library/react";
import { notify } from "@/components/ui/notify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCvScan } from "./use-cv-scan";

vi.mock("@/components/ui/notify", () => ({ notify: vi.fn<typeof notify>() }));

const cv = () => new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" });

describe("useCvScan", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("still guards a scan without a file with the destructive toast", () => {
    const { result } = renderHook(() => useCvScan());
    act(() => result.current.startScan());
    expect(notify).toHaveBeenCalledExactlyOnceWith("error", "No file selected", "Please upload your CV first");
    expect(result.current.state.phase).toBe("no-file");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("scans for 2000 ms, once however often it is asked, then toasts the count", () => {
    const { result } = renderHook(() => useCvScan());
    act(() => result.current.chooseFile(cv()));
    act(() => {
      result.current.startScan();
      result.current.startScan();
    });
    act(() => result.current.startScan());
    expect(result.current.state.phase).toBe("scanning");
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.state.phase).toBe("scanning");
    expect(notify).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.phase).toBe("scanned");
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      "message",
      "CV Scan Complete",
      "Found 5 matching job opportunities.",
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("clears the timer when the page is left mid-scan", () => {
    const { result, unmount } = renderHook(() => useCvScan());
    act(() => result.current.chooseFile(cv()));
    act(() => result.current.startScan());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(notify).not.toHaveBeenCalled();
  });

  it("drops a running scan when another file is chosen", () => {
    const { result } = renderHook(() => useCvScan());
    act(() => result.current.chooseFile(cv()));
    act(() => result.current.startScan());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.chooseFile(new File(["x"], "other.docx")));
    expect(result.current.state).toMatchObject({ phase: "file-chosen", file: { name: "other.docx", size: 1 } });
    act(() => vi.advanceTimersByTime(5000));
    expect(notify).not.toHaveBeenCalled();
  });

  it("refuses a bad file with its message and keeps the state", () => {
    const { result } = renderHook(() => useCvScan());
    act(() => result.current.chooseFile(new File(["hello"], "notes.txt", { type: "text/plain" })));
    expect(result.current.state).toEqual({
      phase: "no-file",
      file: null,
      refusal: "This file can't be used. Choose a PDF or Word file: .pdf, .doc or .docx.",
    });
  });
});
