// The editor at /admin: Sveltia CMS, bundled from its npm package by our own build (admin/vite.config.ts),
// so it loads nothing from another host. It reads /admin/config.yml, which the build writes from the
// content schemas (tooling/cms/cms-config.ts).
import { init } from "@sveltia/cms";

void init();
