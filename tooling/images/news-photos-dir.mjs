// @ts-check
// Where the build writes the news photos' sizes, at the site's root for every language: the content
// plugin (tooling/content/vite-plugin.ts) writes them, the service worker (tooling/postbuild/steps/service-worker.ts)
// leaves them out of its precache and caches the ones a visitor sees.
export const NEWS_PHOTOS_DIR = "images/news";
