import { loadOnce } from "./load-once";

/**
 * The script address a failed import() names: Chromium's and Firefox's messages end with it
 * ("Failed to fetch dynamically imported module: https://…/assets/x-1a2b.js"); Safari's names
 * none. Only an address of this site is taken.
 */
export function failedScriptAddress(error: unknown, origin: string): string | undefined {
  const found = /https?:\/\/[^\s"'`]+\.m?js(?=$|[\s"'`?#])/.exec(String(error))?.[0];
  return found && new URL(found).origin === origin ? found : undefined;
}

/**
 * loadOnce for a chunk that one import() loads and no other chunk imports: `load` must be
 * `() => import("…")` alone. Browsers that keep a failed module fetch for as long as the page is
 * open (Chromium 150, the one this project's tests ran on in December 2026, and Firefox and Safari
 * before their 2026 fixes; the HTML standard dropped that rule in whatwg/html#10327) answer a
 * second import() of that address with the old failure and no request, so loadOnce's plain retry
 * could never fetch the code again. Here a call after a failure first tries the import again
 * (browsers that fetch anew keep one copy of the module), and if that fails too, imports the same
 * address with "?retry=N", which such a browser fetches. The address comes from the failure's
 * message (see failedScriptAddress): on Safari, which names none, the code stays out of reach
 * until the page is reloaded. `importAddress` is for tests.
 */
export function importOnce<T>(
  load: () => Promise<T>,
  importAddress: (address: string) => Promise<unknown> = (address) => import(/* @vite-ignore */ address),
): () => Promise<T> {
  let failed: string | undefined;
  let retries = 0;
  return loadOnce(async () => {
    try {
      return await load();
    } catch (error) {
      const address = failed;
      failed ??= failedScriptAddress(error, globalThis.location?.origin ?? "");
      if (!address) throw error;
      retries += 1;
      return (await importAddress(`${address}?retry=${retries}`)) as T;
    }
  });
}
