import { profileCv } from "./cv-profile";
import { readCvSections } from "./cv-sections";
import { monthOf } from "./dates";
import { explain } from "./explain";
import { listingFeatures } from "./features";
import { miniPrepared } from "./fixtures/mini-index";

const prepared = miniPrepared();
const today = monthOf("2025-04-20");

it("quotes the CV's own words, at most five, without those the skills already quote", () => {
  const text = [
    "Experience",
    "Hotel Receptionist, Coco Hotel, 2020 – present",
    "Welcomed GUESTS at the front desk, checked them in and out, took Bookings for the restaurant.",
  ].join("\n");
  const profile = profileCv(readCvSections(text, today), prepared, today);
  const features = listingFeatures("reception", profile, prepared);
  const match = explain(features, { score: 0.834, figure: 83 }, profile, prepared);
  expect(match).toMatchObject({ id: "reception", figure: 83, score: 0.834 });
  expect(match.skills).toEqual(["Bookings"]);
  expect(match.sharedWords.length).toBeLessThanOrEqual(5);
  expect(match.sharedWords).toContain("GUESTS");
  expect(match.sharedWords.map((w) => w.toLowerCase())).not.toContain("bookings");
  expect(match.requirements).toBe(features.requirements);
  expect(match.background).toEqual(features.background);
});

it("marks a senior post the CV has not reached, so the card can say why it counts half, and no other", () => {
  const profile = profileCv(readCvSections("Experience\nHotel Receptionist, 2020 – present", today), prepared, today);
  const features = listingFeatures("reception", profile, prepared);
  expect(explain(features, { score: 0.5, figure: 50 }, profile, prepared).levelNotReached).toBeUndefined();
  const senior = { ...features, values: { ...features.values, level: 0 } };
  expect(explain(senior, { score: 0.25, figure: 25 }, profile, prepared).levelNotReached).toBe(true);
});

it("marks a listing whose qualification the CV does not show, so the card can say why it counts less", () => {
  const profile = profileCv(readCvSections("Experience\nHotel Receptionist, 2020 – present", today), prepared, today);
  const features = listingFeatures("reception", profile, prepared);
  expect(features.qualificationShort).toBe(true);
  expect(explain(features, { score: 0.4, figure: 40 }, profile, prepared).qualificationShort).toBe(true);
  const { qualificationShort: _, ...shown } = features;
  expect(explain(shown, { score: 0.5, figure: 50 }, profile, prepared).qualificationShort).toBeUndefined();
});

it("marks a listing whose hours the CV rules out, so the card can say why it counts less", () => {
  const text = "Profile\nNo night shifts, please.\nExperience\nHotel Receptionist, 2020 – present";
  const profile = profileCv(readCvSections(text, today), prepared, today);
  const features = listingFeatures("reception", profile, prepared);
  expect(features.hoursRuledOut).toBe(true);
  expect(explain(features, { score: 0.3, figure: 30 }, profile, prepared).hoursRuledOut).toBe(true);
  const { hoursRuledOut: _, ...shown } = features;
  expect(explain(shown, { score: 0.4, figure: 40 }, profile, prepared).hoursRuledOut).toBeUndefined();
});

/** The words in common the reception listing's card quotes for a receptionist whose summary says `profileLine`. */
function sharedWithReception(profileLine: string): string[] {
  const text = `Profile\n${profileLine}\nExperience\nHotel Receptionist, Coco Hotel, 2020 – present`;
  const profile = profileCv(readCvSections(text, today), prepared, today);
  const features = listingFeatures("reception", profile, prepared);
  return explain(features, { score: 0.5, figure: 50 }, profile, prepared).sharedWords.map((w) => w.toLowerCase());
}

it("never quotes as shared the words a CV rules hours out with", () => {
  expect(sharedWithReception("Happy to work weekends and nights.")).toEqual(
    expect.arrayContaining(["weekends", "nights"]),
  );
  const ruledOut = sharedWithReception("I can no longer work weekends or nights.");
  expect(ruledOut).not.toContain("weekends");
  expect(ruledOut).not.toContain("nights");
});
