/*
 * The Cache API in memory, for the tests that run in Node (which has Response but no `caches`): the
 * few calls the new-jobs check makes (has, open, delete, keys; match, put, delete), keyed by URL path.
 */

class MemoryCache {
  readonly entries = new Map<string, Response>();
  match(key: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(keyOf(key))?.clone());
  }
  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    // As the browser does: the body is read whole before put() resolves.
    const body = await response.arrayBuffer();
    this.entries.set(keyOf(key), new Response(body, { status: response.status, headers: response.headers }));
  }
  delete(key: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(keyOf(key)));
  }
}

const keyOf = (key: RequestInfo | URL) => {
  const url = typeof key === "string" ? key : key instanceof URL ? key.href : key.url;
  return new URL(url, "https://site.test").pathname;
};

export function memoryCaches(): CacheStorage & { caches: Map<string, MemoryCache> } {
  const caches = new Map<string, MemoryCache>();
  return {
    caches,
    has: (name: string) => Promise.resolve(caches.has(name)),
    open: (name: string) => {
      let cache = caches.get(name);
      if (!cache) caches.set(name, (cache = new MemoryCache()));
      return Promise.resolve(cache as unknown as Cache);
    },
    delete: (name: string) => Promise.resolve(caches.delete(name)),
    keys: () => Promise.resolve([...caches.keys()]),
    match: () => Promise.reject(new Error("not used")),
  };
}
