// localStorage as the library's key-value store, or an in-memory stand-in when the browser refuses it
// (private modes, sandboxed iframes): the session still opens, it just is not kept.
import type { KeyValueStorage } from '../../session/export/session-library';

const fallback = new Map<string, string>();
const memory: KeyValueStorage = {
  getItem: (key) => fallback.get(key) ?? null,
  setItem: (key, value) => void fallback.set(key, value),
};

export function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return memory;
  }
}
