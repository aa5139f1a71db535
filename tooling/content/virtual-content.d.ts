// The content plugin's modules (./vite-plugin.ts): the checked data from content/, and its types.
declare module "virtual:content/news" {
  const news: readonly import("../../src/content/news/pages.ts").NewsPage[];
  export default news;
}
declare module "virtual:content/help" {
  export type HelpEntry = import("../../src/content/help/collection.server.ts").HelpEntry;
  export type HelpCategory = import("../../src/content/help/collection.server.ts").HelpCategory;
  export type Schedule = import("../../src/content/help/collection.server.ts").Schedule;
  export type Weekday = import("../../src/content/help/collection.server.ts").Weekday;
  const help: readonly HelpEntry[];
  export default help;
}
declare module "virtual:content/services" {
  export type HomeService = import("../../src/content/services/collection.server.ts").HomeService;
  const services: readonly HomeService[];
  export default services;
}
declare module "virtual:content/jobs" {
  const jobs: readonly import("../../src/content/jobs/pages.ts").JobPage[];
  export default jobs;
}
declare module "virtual:content/job-evidence" {
  /** Each listing's requirements' CV words, by the listing's id, in its requirements' order. */
  const evidence: Record<string, string[][][]>;
  export default evidence;
}
