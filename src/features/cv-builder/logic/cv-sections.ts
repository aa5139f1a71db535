/** The CV's section headings, the same on screen and in the PDF. */
export const cvSectionTitles = {
  summary: "Professional Summary",
  education: "Education",
  experience: "Experience",
  skills: "Skills",
} as const;
