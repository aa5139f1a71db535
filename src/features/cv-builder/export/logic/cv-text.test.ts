// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type { CvData } from "../../logic/cv-schema";
import { cvMailto, cvPlainText } from "./cv-text";
import { sendCv } from "./send-cv";
import { noOptionalSections } from "@/test/sample-cv";

const cv: CvData = {
  firstName: "Marie-Claire",
  lastName: "Hoareau",
  email: "marie-claire@example.sc",
  phone: "+248 2 512 345",
  address: "Anse Étoile, Mahé",
  summary: "Friendly hospitality professional.",
  education: [{ institution: "UniSey", degree: "BA in Tourism", startDate: "2015", endDate: "" }],
  experience: [],
  skills: ["Customer service", "Français"],
  ...noOptionalSections,
};

describe("the CV as e-mail", () => {
  it("is plain text with no Experience section when there is none", () => {
    const text = cvPlainText(cv);
    expect(text).toContain("Marie-Claire Hoareau\nmarie-claire@example.sc\n+248 2 512 345\nAnse Étoile, Mahé");
    expect(text).toContain("BA in Tourism, UniSey (2015 – Present)");
    expect(text).toContain("SKILLS\nCustomer service, Français");
    expect(text).not.toContain("EXPERIENCE");
  });

  it("is a mailto: to the CV's own address, the subject naming the CV", () => {
    const url = new URL(cvMailto(cv));
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("marie-claire@example.sc");
    expect(url.searchParams.get("subject")).toBe("CV of Marie-Claire Hoareau");
    expect(url.searchParams.get("body")).toContain("PROFESSIONAL SUMMARY\nFriendly hospitality professional.");
  });

  it("says so when a 10,000-character summary is too long for a mail link", () => {
    const url = new URL(cvMailto({ ...cv, summary: "a".repeat(10_000) }));
    expect(url.searchParams.get("body")).toMatch(/the full CV is in the PDF that was downloaded\.\)$/);
  });
});

describe("sendCv", () => {
  const pdf = new Blob(["%PDF"], { type: "application/pdf" });

  it("shares the PDF where files can be shared", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    const openLink = vi.fn<(href: string) => void>();
    const nav = { share, canShare: () => true };
    expect(await sendCv(cv, pdf, "Marie-Claire-Hoareau-CV.pdf", nav, openLink)).toBe("shared");
    const data = share.mock.calls[0]![0];
    expect(data.files?.[0]?.name).toBe("Marie-Claire-Hoareau-CV.pdf");
    expect(openLink).not.toHaveBeenCalled();
  });

  it("a cancelled share sheet is not an error and opens nothing", async () => {
    const nav = { share: () => Promise.reject(new DOMException("cancelled", "AbortError")), canShare: () => true };
    const openLink = vi.fn<(href: string) => void>();
    expect(await sendCv(cv, pdf, "cv.pdf", nav, openLink)).toBe("cancelled");
    expect(openLink).not.toHaveBeenCalled();
  });

  it("falls back to mail where files cannot be shared, or sharing is refused", async () => {
    URL.createObjectURL = vi.fn<(blob: Blob) => string>(() => "blob:x");
    URL.revokeObjectURL = vi.fn<(url: string) => void>();
    const openLink = vi.fn<(href: string) => void>();
    expect(
      await sendCv(
        cv,
        pdf,
        "cv.pdf",
        { share: vi.fn<(data: ShareData) => Promise<void>>(), canShare: () => false },
        openLink,
      ),
    ).toBe("mailed");
    expect(openLink.mock.calls[0]?.[0]).toMatch(
      /^mailto:marie-claire@example\.sc\?subject=CV%20of%20Marie-Claire%20Hoareau&body=/,
    );
    const refused = {
      share: () => Promise.reject(new DOMException("no tap", "NotAllowedError")),
      canShare: () => true,
    };
    expect(await sendCv(cv, pdf, "cv.pdf", refused, openLink)).toBe("mailed");
  });
});
