/** At or above this match the badge is drawn in the strong 'default' style (spec §9). */
export const STRONG_BADGE_MIN = 80;
/** At or above this match the card's border is the primary colour (spec §9). */
export const PRIMARY_BORDER_MIN = 90;
/** At or above this match, and below the primary tier, the border is the secondary colour (spec §9). */
export const SECONDARY_BORDER_MIN = 75;

export type MatchTier = {
  badge: "default" | "secondary";
  border: "primary" | "secondary" | "muted";
};

/** How a match percentage is drawn: its badge style and its card's border colour. */
export function matchTier(match: number): MatchTier {
  return {
    badge: match >= STRONG_BADGE_MIN ? "default" : "secondary",
    border: match >= PRIMARY_BORDER_MIN ? "primary" : match >= SECONDARY_BORDER_MIN ? "secondary" : "muted",
  };
}
