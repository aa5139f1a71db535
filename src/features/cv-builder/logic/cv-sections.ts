import * as m from "@/i18n/messages";

/** The CV's section headings, the same on screen, in the PDF, the Word file and the e-mail, in the build's language. */
export const cvSectionTitles = {
  summary: m.cvout_section_summary(),
  education: m.cvout_section_education(),
  experience: m.cvout_section_experience(),
  skills: m.cvout_section_skills(),
};
