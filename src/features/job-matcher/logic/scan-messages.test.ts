import { describe, expect, it } from "vitest";
import { resultCountMessage, scanCompleteMessage, SCAN_DELAY_MS } from "./scan-messages";

describe("scan messages", () => {
  it("lasts the spec's 2000 ms", () => {
    expect(SCAN_DELAY_MS).toBe(2000);
  });

  it("counts the opportunities found", () => {
    expect(scanCompleteMessage(5)).toBe("Found 5 matching job opportunities.");
    expect(scanCompleteMessage(1)).toBe("Found 1 matching job opportunity.");
  });

  it("counts the jobs on screen for the live region", () => {
    expect(resultCountMessage(5)).toBe("5 matching jobs shown.");
    expect(resultCountMessage(1)).toBe("1 matching job shown.");
    expect(resultCountMessage(0)).toBe("No matching jobs shown.");
  });
});
