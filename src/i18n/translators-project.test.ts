/*
 * translators.inlang is the project inlang's browser editor (Fink) opens, so a volunteer can
 * correct a message without git (content/README.md). Fink runs in the browser and cannot load
 * the plugin from node_modules, so this project names the same plugin version on a CDN; the build
 * keeps project.inlang, which loads it from node_modules and never calls another host. The two
 * must describe the same messages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

it("has the build's languages and catalogues, and the plugin version the build installs", () => {
  const { modules: buildModules, ...build } = read("project.inlang/settings.json");
  const { modules, ...translators } = read("translators.inlang/settings.json");
  expect(translators).toEqual(build);
  const plugin = read("node_modules/@inlang/plugin-message-format/package.json");
  expect(buildModules).toEqual(["./node_modules/@inlang/plugin-message-format/dist/index.js"]);
  expect(modules).toEqual([
    `https://cdn.jsdelivr.net/npm/@inlang/plugin-message-format@${String(plugin.version)}/dist/index.js`,
  ]);
});
