// The deploy's French and Kreol Seselwa words for the checks' problems, bundled into the editor at
// /admin (./staff-messages.ts words its messages with them). Node reads the same files itself
// (./cms-config.ts), so the configuration's loader needs no JSON import.
import crs from "../deploy/messages/crs.json";
import fr from "../deploy/messages/fr.json";
import type { StaffWords } from "./staff-messages.ts";

export const FIX_WORDS: StaffWords = { fr, crs };
