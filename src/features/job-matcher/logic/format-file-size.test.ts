import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [1023, "1023 bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [48_000, "47 KB"],
    [1024 * 1024, "1 MB"],
    [2.25 * 1024 * 1024, "2.3 MB"],
    [10 * 1024 * 1024, "10 MB"],
    [11 * 1024 * 1024, "11 MB"],
  ])("shows %i bytes as %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
