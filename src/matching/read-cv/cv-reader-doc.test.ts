import { describe, expect, it } from "vitest";
import { openCompoundFile } from "./compound-file";
import { cvFixture } from "./cv-fixtures";
import { cleanWordText, readDocText } from "./cv-reader-doc";
import { UnreadableCvError } from "./unreadable-cv-error";

describe("readDocText", () => {
  it("reads a Word 97–2003 file saved by LibreOffice, with its accents", () => {
    const text = readDocText(cvFixture("cv.doc"));
    expect(text).toContain("Marie Laporte\n");
    expect(text).toContain("Anse Royale, Mahé · marie.laporte@example.sc");
    expect(text).toContain("Diplôme en comptabilité, Seychelles Business Studies Academy, 2016");
    expect(text).toContain("2019 – now: payroll for 80 staff");
  });

  it("reads text stored as UTF-16", () => {
    const text = readDocText(cvFixture("cv-unicode.doc"));
    expect(text).toContain("Łukasz Nowak");
    expect(text).toContain("Payroll and ВАТ returns ≥ 5 years");
  });

  it("refuses a file that is not a compound file, or one cut short", () => {
    expect(() => readDocText(cvFixture("not-a-word-file.doc"))).toThrow(UnreadableCvError);
    const whole = cvFixture("cv.doc");
    expect(() => readDocText(whole.subarray(0, 1536))).toThrow(UnreadableCvError);
  });

  it("never hangs or throws anything else on a damaged file", () => {
    const whole = cvFixture("cv.doc");
    const failures: unknown[] = [];
    for (let i = 0; i < 200; i++) {
      const damaged = whole.slice();
      // Scribble over a few bytes past the signature: sector chains, directory, FIB, piece table.
      for (let j = 0; j < 8; j++) damaged[8 + ((i * 7919 + j * 104_729) % (damaged.length - 8))] = (i * 31 + j) & 0xff;
      try {
        readDocText(damaged);
      } catch (error) {
        failures.push(error);
      }
    }
    expect(failures.filter((error) => !(error instanceof UnreadableCvError))).toEqual([]);
  });
});

describe("openCompoundFile", () => {
  it("finds the Word streams of a .doc", () => {
    const file = openCompoundFile(cvFixture("cv.doc"));
    expect(file.stream("WordDocument")?.length).toBeGreaterThan(0);
    expect(file.stream("No such stream")).toBeUndefined();
  });
});

describe("cleanWordText", () => {
  it("keeps a field's result and drops its code", () => {
    expect(cleanWordText('Mail \u0013 HYPERLINK "mailto:a@b.sc" \u0014a@b.sc\u0015 now\r')).toBe("Mail a@b.sc now\n");
  });

  it("turns Word's marks into plain breaks and drops objects", () => {
    expect(cleanWordText("a\u0007b\u000bc\u0001d\u001ee\u00a0f")).toBe("a\nb\ncd-e f");
  });
});
