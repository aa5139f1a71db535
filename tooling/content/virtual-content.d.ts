// The content plugin's modules (./vite-plugin.ts): the checked data from content/, and its types.
declare module "virtual:content/news" {
  export type NewsItem = import("./served-content.ts").ServedNews;
  export type NewsPhoto = import("./schemas/news.ts").NewsPhoto;
  const news: readonly NewsItem[];
  export default news;
}
declare module "virtual:content/help" {
  export type HelpEntry = import("./schemas/help.ts").HelpEntry;
  export type HelpCategory = import("./schemas/help.ts").HelpCategory;
  export type Schedule = import("./schemas/help.ts").Schedule;
  export type Weekday = import("./schemas/help.ts").Weekday;
  const help: readonly HelpEntry[];
  export default help;
}
declare module "virtual:content/services" {
  export type HomeService = import("./schemas/services.ts").HomeService;
  const services: readonly HomeService[];
  export default services;
}
declare module "virtual:content/jobs" {
  export type JobListingItem = import("./served-content.ts").ServedJob;
  const jobs: readonly JobListingItem[];
  export default jobs;
}
declare module "virtual:content/match-index" {
  const index: import("../../src/matching/match-index.ts").MatchIndex;
  export default index;
}
