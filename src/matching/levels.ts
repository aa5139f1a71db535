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
