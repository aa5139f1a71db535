// The content plugin's modules (./vite-plugin.ts): the checked data from content/, and its types.
declare module "virtual:content/news" {
  export type NewsItem = import("./served-content.ts").ServedNews;
  export type NewsPhoto = import("./served-content.ts").NewsPhoto;
  const news: readonly NewsItem[];
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
  export type JobListingItem = import("./served-content.ts").ServedJob;
  const jobs: readonly JobListingItem[];
  export default jobs;
}
declare module "virtual:content/job-evidence" {
  const evidence: import("./served-content.ts").JobEvidence;
  export default evidence;
}
