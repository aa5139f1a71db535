import { profileCv } from "./cv-profile";
import { readCvSections } from "./cv-sections";
import { monthOf } from "./dates";
import { miniPrepared } from "./fixtures/mini-index";
import type { IndexedRequirement } from "./match-index";
import { checkRequirement } from "./requirements-met";

const prepared = miniPrepared();
const today = monthOf("2025-04-20");
const check = (text: string, id: string, n: number) => {
  const listing = prepared.listings.get(id)!;
  return checkRequirement(
    listing.requirements[n]!,
    profileCv(readCvSections(text, today), prepared, today),
    listing,
    prepared,
  );
};

it("counts the years of experience from the dates of the jobs of this kind", () => {
  expect(check("Experience\nCook, Marie's Takeaway, 2021 – 2024", "cook", 0)).toMatchObject({
    found: true,
    evidence: ["Cook"],
  });
  expect(check("Experience\nHotel receptionist, Coco Hotel, 2024 – 2025", "reception", 0)).toMatchObject({
    found: false,
    partial: { kind: "years", shownYears: 1, askedYears: 2 },
  });
  // Another trade's years are not this one's.
  expect(check("Experience\nSecurity guard, Vigilance, 2015 – 2024", "cook", 0).found).toBe(false);
});

it("never lets a school leaver, or a wish in a summary, meet an experience requirement", () => {
  const leaver = "Profile\nI would like to work as a cook in a hotel.\nEducation\nIGCSE, 2024";
  expect(check(leaver, "cook", 0)).toMatchObject({ found: false, evidence: [] });
  expect(check(leaver, "cook", 0).partial).toBeUndefined();
});

it("meets a qualification by its level and field, and one level below in part", () => {
  expect(check("Education\nCertificate in culinary arts, 2020", "cook", 1).found).toBe(true);
  expect(check("Education\nDiploma in culinary arts, 2020", "cook", 1).found).toBe(true);
  expect(check("Education\nCertificate in hospitality, 2020", "cook", 1).found).toBe(false);
  // A named qualification asks for itself: another trade's certificate is not it.
  expect(check("Education\nCertificate in hospitality, 2020", "guard", 0).found).toBe(false);
  expect(check("Education\nSecurity guard certificate, 2020", "guard", 0).found).toBe(true);
});

it("meets languages, availability and word requirements by what the CV names", () => {
  expect(check("Languages\nEnglish and French", "reception", 2)).toMatchObject({
    found: true,
    evidence: ["English", "French"],
  });
  expect(check("Languages\nEnglish", "reception", 2).found).toBe(false);
  expect(check("Skills\nHappy to work nights", "reception", 3).found).toBe(true);
  expect(check("Skills\nStrong swimmer", "deckhand", 1).found).toBe(true);
});

it("never meets hours the CV rules out, however many others it shows, and says so", () => {
  expect(check("Skills\nHappy to work weekends and public holidays", "reception", 3).found).toBe(true);
  expect(check("Skills\nHappy to work weekends and public holidays. No night shifts", "reception", 3)).toEqual({
    found: false,
    ruledOut: true,
    optional: false,
    evidence: [],
  });
  expect(check("Konpetans\nMon kapab travay wikenn. Mon pa kapab travay lannwit", "reception", 3).found).toBe(false);
});

it("meets 'no experience needed' for every CV, a school leaver's too", () => {
  const listing = prepared.listings.get("cook")!;
  const leaver = profileCv(
    readCvSections("Profile\nNo work experience yet.\nEducation\nIGCSE, 2024", today),
    prepared,
    today,
  );
  const none: IndexedRequirement = { kind: "experience", years: 0, fields: [] };
  expect(checkRequirement(none, leaver, listing, prepared)).toEqual({ found: true, optional: false, evidence: [] });
});
