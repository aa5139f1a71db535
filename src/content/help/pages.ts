/*
 * What the Help Directory's page gets of the help collection (./collection.server.ts): its types.
 * Plain TypeScript, no Node, so a page's bundle can import it; the contact cards' addresses are in
 * ./contact-card.ts.
 */
export type { HelpCategory, HelpEntry, Schedule, Weekday } from "./collection.server.ts";
