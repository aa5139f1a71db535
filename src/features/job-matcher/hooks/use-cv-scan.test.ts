// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { notify } from "@/components/ui/notify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadMatcher, type Matcher } from "../logic/load-matcher";
import { readCvFile } from "@/matching/read-cv/read-cv-file";
import { useCvScan } from "./use-cv-scan";

vi.mock("@/components/ui/notify", () => ({ notify: vi.fn<typeof notify>() }));
vi.mock("@/matching/read-cv/read-cv-file", () => ({ readCvFile: vi.fn<typeof readCvFile>() }));
vi.mock("../logic/load-matcher", () => ({ loadMatcher: vi.fn<typeof loadMatcher>() }));

const matcher = { matchListings: vi.fn<Matcher["matchListings"]>() } as Matcher;

type ReadResult = Awaited<ReturnType<typeof readCvFile>>;

/** A reading that ends when the test says. */
function deferred() {
  const handle: { resolve?: (value: ReadResult) => void } = {};
  const promise = new Promise<ReadResult>((done) => (handle.resolve = done));
  return { promise, resolve: (value: ReadResult) => handle.resolve?.(value) };
}

/** Five open listings, as the page's loader gives them (only their closing days matter here). */
const LISTINGS = [{}, {}, {}, {}, {}];
/** The match index's address the page's loader gives. */
const INDEX = "/assets/match-index-0123456789.json";

const cv = () => new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" });

describe("useCvScan", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(notify).mockClear();
    vi.mocked(readCvFile).mockReset();
    vi.mocked(readCvFile).mockResolvedValue({ status: "read", text: "Bookkeeper" });
    vi.mocked(loadMatcher).mockReset();
    vi.mocked(loadMatcher).mockResolvedValue(matcher);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("still guards a scan without a file with the destructive toast", () => {
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
    act(() => result.current.startScan());
    expect(notify).toHaveBeenCalledExactlyOnceWith("error", "No file selected", "Please upload your CV first");
    expect(result.current.state.phase).toBe("no-file");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("scans for 2000 ms, once however often it is asked, then toasts the count", () => {
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
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
    const { result, unmount } = renderHook(() => useCvScan(LISTINGS, INDEX));
    act(() => result.current.chooseFile(cv()));
    act(() => result.current.startScan());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(notify).not.toHaveBeenCalled();
  });

  it("drops a running scan when another file is chosen", () => {
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
    act(() => result.current.chooseFile(cv()));
    act(() => result.current.startScan());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.chooseFile(new File(["x"], "other.docx")));
    expect(result.current.state).toMatchObject({ phase: "file-chosen", file: { name: "other.docx", size: 1 } });
    act(() => vi.advanceTimersByTime(5000));
    expect(notify).not.toHaveBeenCalled();
  });

  it("refuses a bad file with its message and does not read it", () => {
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
    act(() => result.current.chooseFile(new File(["hello"], "notes.txt", { type: "text/plain" })));
    expect(result.current.state).toMatchObject({
      phase: "no-file",
      file: null,
      refusal: "This file can't be used. Choose a PDF or Word file: .pdf, .doc or .docx.",
    });
    expect(readCvFile).not.toHaveBeenCalled();
  });

  it("reads the chosen file at once, before the scan", async () => {
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
    const file = cv();
    act(() => result.current.chooseFile(file));
    expect(readCvFile).toHaveBeenCalledExactlyOnceWith(file);
    expect(result.current.state.reading).toEqual({ status: "reading" });
    await act(async () => {});
    expect(result.current.state.reading).toEqual({ status: "read", text: "Bookkeeper" });
    expect(loadMatcher).toHaveBeenCalledExactlyOnceWith(INDEX);
    expect(result.current.matcher).toBe(matcher);
  });

  it("says the connection is the cause when the matcher cannot be fetched", async () => {
    vi.mocked(loadMatcher).mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
    act(() => result.current.chooseFile(cv()));
    await act(async () => {});
    expect(result.current.state.reading).toEqual({ status: "no-connection" });
    expect(result.current.matcher).toBeNull();
  });

  it("ignores the reading of a file chosen before the current one", async () => {
    const first = deferred();
    vi.mocked(readCvFile).mockImplementationOnce(() => first.promise);
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
    act(() => result.current.chooseFile(cv()));
    act(() => result.current.chooseFile(new File(["x"], "other.docx")));
    await act(async () => {});
    await act(async () => first.resolve({ status: "unreadable" }));
    expect(result.current.state).toMatchObject({ file: { name: "other.docx" }, reading: { status: "read" } });
  });

  it("keeps the search text when a file is refused, and clears it for a new file", () => {
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
    act(() => result.current.chooseFile(cv()));
    act(() => result.current.setQuery("hotel"));
    act(() => result.current.chooseFile(new File([], "empty.pdf", { type: "application/pdf" })));
    expect(result.current.state).toMatchObject({ query: "hotel", file: { name: "cv.pdf" } });
    act(() => result.current.chooseFile(cv()));
    expect(result.current.state.query).toBe("");
  });

  it("takes the CV Builder's CV with its fields, named after its owner", async () => {
    const { result } = renderHook(() => useCvScan(LISTINGS, INDEX));
    act(() =>
      result.current.chooseStoredCv({
        firstName: "Marie",
        lastName: "Laporte",
        email: "m@example.sc",
        phone: "2512345",
        address: "Anse Royale",
        summary: "Bookkeeper with payroll and VAT.",
        education: [],
        skills: [{ name: "Excel" }],
      }),
    );
    expect(result.current.state).toMatchObject({
      phase: "file-chosen",
      file: { name: "CV Builder: Marie Laporte", size: null },
    });
    await act(async () => {});
    expect(result.current.state.reading).toMatchObject({
      status: "read",
      text: expect.stringContaining("payroll and VAT"),
      stored: { firstName: "Marie", skills: [{ name: "Excel" }] },
    });
    expect(result.current.canScan).toBe(true);
    expect(readCvFile).not.toHaveBeenCalled();
  });
});
