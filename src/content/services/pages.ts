/*
 * What the home page gets of the services collection (./collection.server.ts): its type. Plain
 * TypeScript, no Node, so a page's bundle can import it.
 */
export type { HomeService, ServiceIcon } from "./collection.server.ts";
