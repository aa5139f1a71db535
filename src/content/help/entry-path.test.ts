import { describe, expect, it } from "vitest";
import { parseHelpUrlState } from "@/features/help/logic/help-url-state";
import { helpEntryPath } from "./entry-path";

describe("a Help Directory entry's address", () => {
  it("opens the directory on the entry's tab, searched for its name, at its card", () => {
    expect(helpEntryPath({ id: "p1", name: "Red Cross Society of Seychelles", category: "private" })).toBe(
      "/help?q=Red+Cross+Society+of+Seychelles&tab=private#resource-p1",
    );
    const address = new URL(
      helpEntryPath({ id: "g4", name: "Seychelles Maritime Academy", category: "government" }),
      "https://x.sc",
    );
    expect(address.pathname).toBe("/help");
    expect(address.hash).toBe("#resource-g4");
    expect(parseHelpUrlState(address.searchParams)).toEqual({
      query: "Seychelles Maritime Academy",
      tab: "government",
    });
  });
});
