// Every collection of content/, once: the build (its checks and the files it writes), the editor's
// config, the prerender list, the sitemap and the routes' loaders iterate this list. Adding a
// collection is its module (./<name>/collection.server.ts) and a line here (docs/architecture.md,
// "Adding a collection"). Node only.
import type { ItemOf } from "./engine/collection.server.ts";
import { courses } from "./courses/collection.server.ts";
import { help } from "./help/collection.server.ts";
import { jobs } from "./jobs/collection.server.ts";
import { news } from "./news/collection.server.ts";
import { services } from "./services/collection.server.ts";

export const collections = [news, help, jobs, services, courses] as const;

export type AnyCollection = (typeof collections)[number];

/** Every collection's items, by its name: `content.news`, `content.jobs`, … */
export type Content = { [C in AnyCollection as C["name"]]: ItemOf<C>[] };
