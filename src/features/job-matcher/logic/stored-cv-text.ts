import * as m from "@/i18n/messages";
import type { StoredCv } from "@/lib/stored-cv";

/** The name the upload area shows for the CV made in the CV Builder: "CV Builder: Marie Laporte". */
export function storedCvName(cv: StoredCv): string {
  const name = `${cv.firstName.trim()} ${cv.lastName.trim()}`.trim();
  return m.jobs_stored_cv_name({ name: name || m.jobs_stored_cv_unnamed() });
}
