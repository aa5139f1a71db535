import { describe, expect, it } from "vitest";
import { jobTarget } from "./job-target";

const listings = [
  { slug: "hotel-receptionist", title: "Hotel Receptionist", closes: "2026-05-30" },
  { slug: "fisherman", title: "Fisherman" },
];
const at = (query: string, today = "2026-05-01") => jobTarget(listings, new URLSearchParams(query), today);

describe("jobTarget", () => {
  it("names nothing without ?job=, or with it empty", () => {
    expect(at("")).toEqual({ kind: "none" });
    expect(at("job=")).toEqual({ kind: "none" });
    expect(at("job=%20%20")).toEqual({ kind: "none" });
    expect(at("cv=builder")).toEqual({ kind: "none" });
  });

  it("finds an open listing by its slug, in any case and with spaces around it", () => {
    expect(at("job=hotel-receptionist")).toEqual({ kind: "open", listing: listings[0] });
    expect(at("job=Hotel-Receptionist%20")).toEqual({ kind: "open", listing: listings[0] });
    expect(at("job=fisherman", "2030-01-01")).toEqual({ kind: "open", listing: listings[1] });
  });

  it("is open through its closing day and closed from the next", () => {
    expect(at("job=hotel-receptionist", "2026-05-30").kind).toBe("open");
    expect(at("job=hotel-receptionist", "2026-05-31")).toEqual({ kind: "closed", listing: listings[0] });
  });

  it("says an address that names no listing is unknown", () => {
    expect(at("job=hotel")).toEqual({ kind: "unknown" });
    expect(at("job=%3Cscript%3E")).toEqual({ kind: "unknown" });
  });
});
