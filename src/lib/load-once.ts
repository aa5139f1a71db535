/**
 * A lazy import() fetched once and shared by every caller. A failed fetch (the phone went offline
 * before the chunk was ever cached) is forgotten, so the next call tries again once the connection
 * is back, instead of replaying the old failure for as long as the page is open.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
