// @vitest-environment jsdom
import { render as renderInPage, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { listingMatch } from "@/matching/fixtures/listing-match";
import type { CourseForRequirement } from "../logic/course-suggestions";
import { CvFindings } from "./cv-findings";

/** The findings link to the CV Builder and to courses, so they are rendered inside a router. */
const render = (findings: ReactElement) => renderInPage(findings, { wrapper: MemoryRouter });

const requirements = [
  { text: "One year of experience in security" },
  { text: "Willing to work night shifts" },
  { text: "A police clearance certificate" },
];
const match = listingMatch({
  id: "job25",
  figure: 60,
  requirements: [
    { found: true, optional: false, evidence: ["Security guard"] },
    { found: false, optional: false, evidence: [] },
    { found: false, optional: false, document: true, evidence: [] },
  ],
});
const course: CourseForRequirement = {
  id: "c14",
  slug: "early-childhood-care-anse-royale",
  title: "Early Childhood Care",
  provider: "Seychelles Institute of Early Childhood",
  location: "Anse Royale",
  length: "12 weeks",
  cost: 0,
};

describe("CvFindings: a document the employer asks for when it hires", () => {
  it("says it is asked when you are hired, never that the CV lacks it, and offers no course for it", () => {
    render(
      <CvFindings
        requirements={requirements}
        reading={null}
        match={match}
        courses={[[], [], [course]]}
        today="2026-11-29"
      />,
    );
    const items = screen.getAllByRole("listitem");
    // Screen readers read each requirement with its state, as the page shows it.
    expect(items[2]!.textContent).toBe("A police clearance certificate: asked when you are hired");
    expect(items[1]!.textContent).toBe(
      "Willing to work night shifts: not found in your CV · . If you have this, add it to your CV",
    );
    expect(within(items[2]!).queryByRole("link")).toBeNull();
    expect(screen.queryByText("Early Childhood Care")).toBeNull();
  });

  it("counts only the requirements a CV could show", () => {
    render(<CvFindings requirements={requirements} reading={null} match={match} today="2026-11-29" />);
    expect(screen.getByText("1 of 2 requirements found in your CV")).toBeInTheDocument();
  });

  it("says no count at all when the listing asks only documents", () => {
    const onlyDocument = { ...match, requirements: [match.requirements[2]!] };
    render(
      <CvFindings
        requirements={[{ text: "A police clearance certificate" }]}
        reading={null}
        match={onlyDocument}
        today="2026-11-29"
      />,
    );
    expect(screen.queryByText(/requirements found in your CV/)).toBeNull();
    expect(screen.queryByText(/0 of 0/)).toBeNull();
    expect(screen.getAllByRole("listitem")[0]!.textContent).toBe(
      "A police clearance certificate: asked when you are hired",
    );
  });
});

describe("CvFindings: hours the CV rules out", () => {
  it("says the CV rules them out and offers no way to add them", () => {
    const ruledOut = listingMatch({
      id: "job25",
      figure: 40,
      requirements: [
        { found: true, optional: false, evidence: ["Security guard"] },
        { found: false, optional: false, ruledOut: true, evidence: [] },
        { found: false, optional: false, document: true, evidence: [] },
      ],
    });
    render(<CvFindings requirements={requirements} reading={null} match={ruledOut} today="2026-11-29" />);
    const items = screen.getAllByRole("listitem");
    expect(items[1]!.textContent).toBe("Willing to work night shifts: your CV says you cannot work these hours");
    expect(within(items[1]!).queryByRole("link")).toBeNull();
  });

  it("says the CV says a licence is not held, and offers no way to add it", () => {
    const notHeld = listingMatch({
      id: "job25",
      figure: 40,
      requirements: [
        { found: false, optional: false, notHeld: true, evidence: [] },
        { found: false, optional: false, evidence: [] },
        { found: false, optional: false, document: true, evidence: [] },
      ],
    });
    const asked = [{ text: "Driving licence for cars" }, ...requirements.slice(1)];
    render(<CvFindings requirements={asked} reading={null} match={notHeld} today="2026-11-29" />);
    const items = screen.getAllByRole("listitem");
    expect(items[0]!.textContent).toBe("Driving licence for cars: your CV says you do not have this licence yet");
    expect(within(items[0]!).queryByRole("link")).toBeNull();
    expect(within(items[1]!).getByRole("link", { name: /If you have this, add it to your CV/ })).toBeVisible();
  });
});
