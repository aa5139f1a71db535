import { describe, expect, it } from "vitest";
import { jobNotification } from "./notification";

const words = {
  title: "A new job fits your CV: {title}, {figure}%",
  one: "Tap to see the job.",
  moreOne: "{count} more new job fits your CV too.",
  moreOther: "{count} more new jobs fit your CV too.",
};
const fit = (id: string, title: string, figure: number) => ({ id, slug: `${id}-slug`, title, figure });

describe("the daily check's notification", () => {
  it("names the best new listing and its figure, and opens its page in the worker's language", () => {
    expect(jobNotification([fit("job2", "Hotel Receptionist", 82)], words, "/fr")).toEqual({
      title: "A new job fits your CV: Hotel Receptionist, 82%",
      body: "Tap to see the job.",
      url: "/fr/jobs/job2-slug",
    });
  });

  it("says how many more fit, in one notification", () => {
    const two = [fit("a", "Cook", 90), fit("b", "Waiter", 60)];
    expect(jobNotification(two, words, "")?.body).toBe("1 more new job fits your CV too.");
    expect(jobNotification([...two, fit("c", "Barman", 55)], words, "")?.body).toBe("2 more new jobs fit your CV too.");
  });

  it("is none when nothing fits", () => {
    expect(jobNotification([], words, "")).toBeUndefined();
  });
});
