import type { StorageLike } from "@/lib/stored-cv";

/** A storage in memory for unit tests, as localStorage or sessionStorage acts, with its items to look into. */
export function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
