import { describe, expect, it } from "vitest";
import { cardAttributes, controlId, filterRules } from "./course-filter-css";

describe("a card's marks for the rules", () => {
  it("are its fields, its island, and whether it is free and starts soon", () => {
    expect(cardAttributes({ fields: ["office", "accounts"], island: "mahe", free: true, soon: false })).toEqual({
      "data-course": "",
      "data-fields": "office accounts",
      "data-island": "mahe",
      "data-free": "",
    });
  });
});

describe("the rules that filter the list without JavaScript", () => {
  const sea = { fields: ["sea" as const], island: "praslin", free: true, soon: false };
  const office = { fields: ["office" as const], island: "mahe", free: false, soon: true };
  const rules = filterRules([sea, office], ["office", "sea"], ["mahe", "praslin"]);

  it("hide the cards each ticked choice leaves out", () => {
    expect(rules).toContain("#courses:has(#cf-field-office:checked) [data-course]:not([data-fields~=office])");
    expect(rules).toContain("#courses:has(#cf-island-praslin:checked) [data-course]:not([data-island=praslin])");
    expect(rules).toContain("#courses:has(#cf-free:checked) [data-course]:not([data-free])");
    expect(rules).toContain("#courses:has(#cf-soon:checked) [data-course]:not([data-soon])");
  });

  it("show the empty state when some choice leaves out each kind of card", () => {
    expect(rules).toContain(
      "#courses:has(#cf-field-office:checked,#cf-island-mahe:checked,#cf-soon:checked)" +
        ":has(#cf-field-sea:checked,#cf-island-praslin:checked,#cf-free:checked) #course-none{display:flex!important}",
    );
  });

  it("never show the empty state when a card no choice leaves out is there", () => {
    const everywhere = { fields: ["office" as const, "sea" as const], island: "mahe", free: true, soon: true };
    expect(filterRules([sea, everywhere], ["office", "sea"], ["mahe"])).not.toContain("#course-none");
    expect(filterRules([], ["office"], ["mahe"])).not.toContain("#course-none");
  });

  it("name the controls the form draws", () => {
    expect([
      controlId("field", "office"),
      controlId("field", ""),
      controlId("island", "la-digue"),
      controlId("free"),
    ]).toEqual(["cf-field-office", "cf-field-all", "cf-island-la-digue", "cf-free"]);
  });
});
