/** Qualification levels, lowest first. A requirement of one level is met by it or any higher. */
export const LEVELS = {
  school: 1,
  aLevel: 2,
  certificate: 3,
  diploma: 4,
  degree: 5,
  master: 6,
  doctorate: 7,
} as const;

/** The lowest level that is more than school: a school subject never meets a requirement of this or above. */
export const LEVEL_CERTIFICATE = LEVELS.certificate;

/**
 * The skill level of an occupation's work (the ILO's, 1 to 4), by its ISCO major group, the first digit of
 * its unit group: professionals 4; managers, technicians and associate professionals 3 (managers 3 or 4: the
 * lower); clerks, service and sales workers, skilled farm and fishery workers, craft workers and machine
 * operators 2; elementary occupations 1; the armed forces 2.
 */
const SKILL_LEVEL_BY_MAJOR_GROUP: Readonly<Record<string, number>> = {
  "0": 2,
  "1": 3,
  "2": 4,
  "3": 3,
  "4": 2,
  "5": 2,
  "6": 2,
  "7": 2,
  "8": 2,
  "9": 1,
};

/** An ISCO unit group's skill level, 0 when it has none. */
export const skillLevelOf = (isco: string | undefined): number =>
  isco === undefined ? 0 : (SKILL_LEVEL_BY_MAJOR_GROUP[isco.charAt(0)] ?? 0);

/** The study that reaches a skill level on its own, in a field of the job: a diploma for 3, a degree for 4. */
export const STUDY_FOR_SKILL_LEVEL: Readonly<Record<number, number>> = { 3: LEVELS.diploma, 4: LEVELS.degree };
