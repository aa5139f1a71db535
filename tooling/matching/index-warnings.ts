// What the build could not understand in a listing, in words a member of staff can act on, naming
// the listing's file. A warning, never an error: the listing is still shown and matched by its words.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { IndexWarning } from "../../src/matching/build-index.ts";

/** The English file of each listing in content/jobs, by the listing's id. */
function listingFiles(contentDir: string): Map<string, string> {
  const dir = path.join(contentDir, "jobs");
  const files = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    if (!/^[^.]+\.ya?ml$/.test(name)) continue;
    const id = /^id:\s*(\S+)/m.exec(readFileSync(path.join(dir, name), "utf8"))?.[1];
    if (id) files.set(id.replace(/^["']|["']$/g, ""), name);
  }
  return files;
}

const cache = new Map<string, Map<string, string>>();

export function describeIndexWarning(warning: IndexWarning, contentDir: string): string {
  const files = cache.get(contentDir) ?? listingFiles(contentDir);
  cache.set(contentDir, files);
  const file = path
    .relative(
      process.cwd(),
      path.join(contentDir, "jobs", files.get(warning.listing) ?? `(listing ${warning.listing})`),
    )
    .split(path.sep)
    .join("/");
  if (warning.kind === "title")
    return `${file}: title "${warning.title}": the Job Matcher cannot tell which job this is, so a CV with the same job is not recognised. Use the job's usual name, such as "Chef", "Security Guard" or "Data Entry Clerk".`;
  return `${file}: requirement ${warning.index + 1} ("${warning.text}"): the Job Matcher cannot tell what a CV must show for it and only looks for its words. Write it more plainly, such as "Two years as a cook", "Certificate in food hygiene", "Driving licence", "English and French" or "Willing to work weekends".`;
}
