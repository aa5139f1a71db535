// @ts-check
// Which folder `npm run check:content` checks. npm runs a script from the package's root, so a
// folder typed on the command line is read from where it was typed (npm names that folder
// INIT_CWD); without one, CONTENT_DIR names it as it does for the build (read from the folder the
// command runs in, as the build reads it); without either, the repository's own content/.
import path from "node:path";

/**
 * The content folder to check, as an absolute path, or a usage problem in words.
 * @param {{ args: readonly string[], env: Readonly<Record<string, string | undefined>>, cwd: string, root: string }} from
 *   `args`: the command line after the script's name; `cwd`: the folder the script runs in;
 *   `root`: the repository's root.
 * @returns {{ dir: string } | { usage: string }}
 */
export function contentFolder({ args, env, cwd, root }) {
  if (args.length > 1)
    return { usage: `Give one content folder, not ${args.length}: npm run check:content -- content` };
  const [given] = args;
  if (given) return { dir: path.resolve(env.INIT_CWD || cwd, given) };
  if (env.CONTENT_DIR) return { dir: path.resolve(cwd, env.CONTENT_DIR) };
  return { dir: path.join(root, "content") };
}
