/*
 * How each part of a listing's figure is measured (./features.ts), and issue 32's hand-set
 * weights of those parts, kept to compare with. Constants a single stage uses on its own are named
 * beside it, in that stage's file.
 */

/** Each requirement by what it asks: what a recruiter weighs first weighs most. */
export const REQUIREMENT_WEIGHTS = {
  /** Years of work of a kind: the strongest sign someone can do the job. */
  experience: 3,
  /** A level of study in a field, or a named qualification. */
  qualification: 3,
  /** A driving or boat licence: often a must. */
  licence: 2,
  /** Skills named in the requirement (software, cash, patrols…). */
  skill: 2,
  /** Languages spoken or written. */
  language: 1.5,
  /** Shifts, weekends, public holidays: a willingness more than a skill, and few CVs say it. */
  availability: 1,
  /** A requirement the build could not understand, checked by its words. */
  words: 1.5,
} as const;

/**
 * A requirement shown in part (a diploma where a degree is asked, two years where three are asked)
 * earns this share of its weight; the card says what was found.
 */
export const PARTIAL_SHARE = 0.5;

/**
 * A job's length counts up to this many months, so the work someone did for years counts above a
 * short job of the same closeness: ten years in a job is as good as twenty, for the figure.
 */
export const JOB_LENGTH_FULL_MONTHS = 120;
/**
 * A job that ended long ago counts less than the work someone does now: in full up to
 * RECENT_MONTHS after it ended, then less each month, down to PAST_JOB_FLOOR of its worth at
 * PAST_JOB_FLOOR_MONTHS (the cashier's till of ten years ago, before the children).
 */
export const RECENT_MONTHS = 24;
export const PAST_JOB_FLOOR_MONTHS = 120;
export const PAST_JOB_FLOOR = 0.6;
/** A job of a few weeks still counts this much of its closeness; an undated one counts UNDATED_JOB. */
export const JOB_LENGTH_FLOOR = 0.6;
export const UNDATED_JOB = 0.8;

/**
 * The listing's skills and fields (from its title, description and requirements) that the CV
 * names anywhere: full marks at SKILLS_FOR_FULL_MARKS of them, or all of them if it names fewer.
 */
export const SKILLS_FOR_FULL_MARKS = 4;

/**
 * Words in common (./words-in-common.ts): how much of the listing's own wording the CV uses, in the
 * listing's language closest to the CV, the rarer words weighing more. Full marks at a share of
 * WORDS_FULL_AT: a CV is never written like a listing, so a CV of the same trade rarely goes far above.
 */
export const WORDS_FULL_AT = 0.4;

/**
 * TF-IDF's cosine between the CV and the listing (./words-in-common.ts tfidfCosine): full marks at
 * COSINE_FULL_AT, as high as a CV of the very trade goes on the labelled set.
 */
export const COSINE_FULL_AT = 0.5;

/**
 * Issue 32's hand-set weights of the parts (./features.ts), chosen by hand on the tuning CVs: each
 * requirement weighs its REQUIREMENT_WEIGHTS beside them (./blend.ts handSetBlend). The bench shows
 * them beside the fitted blend.
 * - trade: the work the CV asks for (its headline, its summary, the job it holds now) is this job;
 * - background: a job held with the same title, or a related one, by how close, long and recent;
 * - field: a qualification (certificate level or above) in a field that fits the job;
 * - skills: the listing's skills and fields the CV names;
 * - words: the share of the listing's own wording the CV uses;
 * - duties: that share within one job's own lines, by how long and recent (the hand-set engine had no such part);
 * - wish: the summary names this kind of work as what the person wants (never counted as experience; WISH_SHORT of it
 *   on a listing the CV does not fit in full);
 * - level: a senior post is one the CV has reached, by work at its skill level in a related trade, a step up
 *   in a title one level below, or a diploma in its field; a post asking YEARS_NOT_REACHED_WITHOUT_WORK years
 *   of work is not reached by a CV that says it has none (the hand-set engine had no such part).
 */
export const HAND_SET_WEIGHTS = {
  trade: 9,
  background: 16,
  field: 1.5,
  skills: 1.5,
  words: 20,
  duties: 0,
  wish: 0.5,
  cosine: 0,
  level: 0,
} as const;

/**
 * A senior post: one whose occupation is of this skill level or above (./levels.ts) and that asks for at
 * least SENIOR_YEARS of experience (a chef de partie, a boat skipper, an accountant). The level part
 * (./features.ts) says whether a CV has reached it.
 */
export const SENIOR_SKILL_LEVEL = 3;
export const SENIOR_YEARS = 3;
/**
 * A listing that asks at least this many years of work, as a must, is a post a CV that says it has no work
 * experience has not reached (./features.ts levelPart): a school leaver's figure for a mason's post asking
 * three years keeps LEVEL_NOT_REACHED of it, as a deckhand's for a skipper's post does.
 */
export const YEARS_NOT_REACHED_WITHOUT_WORK = 2;
/**
 * A senior post the CV has not reached keeps this share of the figure its other parts earn (./blend.ts
 * levelFactor): half, for a deckhand's CV beside a skipper's post, however close the two trades are.
 */
export const LEVEL_NOT_REACHED = 0.5;
/**
 * A senior post the CV has reached and whose every requirement it meets is the step up a recruiter offers
 * before the post below it (an accountant's for a bookkeeper with a degree and years of the books): its
 * share grows by this much (./blend.ts shareFactor; the figure stays at most 100). Chosen on the tuning CVs
 * (docs/performance.md): at 1.05 two CVs labelled the accountant got it first and a yacht chef labelled the cook
 * got the chef de partie (its "three years in a hotel kitchen" read as met); at 1.1 a third accountant; no more
 * up to 1.25.
 */
export const STEP_UP = 1.1;
/**
 * A listing whose qualification, asked as a must, the CV does not show at all keeps this share of the figure its parts
 * earn (./blend.ts shareFactor): a recruiter does not put a bank teller's post (an A-level or a diploma asked) beside
 * the cashier's for a cashier with IGCSEs. One shown a level below (a diploma for a degree) is found in part, not short.
 * Chosen on the tuning CVs by leave-one-out after a refit at each value (docs/performance.md), with a level below short
 * too: 0.85 and 0.8 gave 623 first places of 654 (620 without) and 69 and 67 traps (77 without); 0.75 and 0.7 gave 621
 * and 617, 61 and 57 traps. A level below short spares one trap, but puts the hotel receptionist's post above the
 * accountant's for the spec's sample bookkeeper (a diploma, six years of the books), so it is not short.
 */
export const QUALIFICATION_SHORT = 0.8;

/**
 * A listing that asks, as a must, hours the CV rules out ("no night shifts", "mornings only": ./cv-profile.ts
 * hoursRuledOut) keeps this share of the figure its parts earn (./blend.ts shareFactor): the person has said they
 * cannot do the job as it is offered, as much a barrier as a qualification short, so it counts as much less. The
 * requirement itself is not met, but availability weighs little among the requirements (REQUIREMENT_WEIGHTS), so
 * alone it would leave a front office post with rotating night shifts first for a receptionist who asks for mornings.
 * Three of the 804 tuning CVs rule hours out; the leave-one-out figures with it are in docs/performance.md.
 */
export const HOURS_RULED_OUT = 0.8;

/**
 * A listing whose licence, asked as a must (a driving licence, a skipper's), the CV does not show keeps this share of
 * the figure its parts earn (./blend.ts shareFactor), as a qualification short does: the law asks it of whoever drives
 * or skippers, so a recruiter does not put the IT support technician's post, which drives to clients, or a skipper's,
 * beside the posts a CV without it can take. Chosen by leave-one-out on the tuning CVs (docs/performance.md).
 */
export const LICENCE_SHORT = 0.8;

/**
 * A listing that asks, as a must, a licence the CV says is not held ("I do not drive", "No driving licence yet",
 * "pena lisans": ./cv-profile.ts licencesNotHeld) keeps this share of the figure its parts earn (./blend.ts
 * shareFactor), instead of LICENCE_SHORT: the person has said they cannot do the job as it is offered, as with hours
 * they rule out, which is surer than a licence left out. Chosen by leave-one-out on the tuning CVs
 * (docs/performance.md).
 */
export const LICENCE_NOT_HELD = 0.5;

/**
 * A wish in the summary (./features.ts wishPart) counts in full for a listing the CV fits in full (every must met, its
 * level reached) and this much for any other: the labels let a wish decide between two listings the CV can both do (a
 * care assistant who asks for the hospital), never carry it to one it cannot do yet. Leave-one-out on the 714 tuning
 * CVs, refitted: 676 -> 677 first places, 710 -> 709 top three, 75 -> 73 traps (docs/performance.md). For a CV that
 * says it has no work experience it counts in full on a listing whose barriers (years, a licence, a qualification) it
 * clears and whose level it reaches, as no school leaver's CV shows the rest (fitness, hours): on the 744 tuning CVs,
 * 707 -> 708 first places, 739 -> 741 top three, 80 -> 81 traps.
 */
export const WISH_SHORT = 0.5;

/**
 * A listing whose work the summary says is looked for ("I am looking for a post at a bank's counter"), and that the CV
 * can do (the wish counts in full there: ./features.ts `wishSought`), keeps this much more of its share (./blend.ts
 * shareFactor; the figure stays at most 100): a recruiter offers the post a person asks for and fits before the trade
 * they hold, as an insurance cashier with A-levels who asks for a bank is offered the bank teller's post before the
 * cashier's. Chosen by leave-one-out on the 744 tuning CVs, refitted at each fold (docs/performance.md): without it
 * 708 first places and 79 traps; at 1.05 and at 1.1, 711 (741 top three both) and 79 and 78 traps.
 */
export const WISH_SOUGHT = 1.1;

/** A CV's closeness to a listing below this is no background at all (ESCO's wider ISCO groups). */
export const MIN_RELATED = 0.35;
