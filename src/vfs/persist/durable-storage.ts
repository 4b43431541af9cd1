// Browsers may evict IndexedDB data of sites under storage pressure unless the site's storage is marked
// persistent. Asking is best-effort: Chromium decides silently from engagement, others may ask the person,
// so the app should call this on a user gesture (e.g. the first run), not at load.

export async function requestDurableStorage(): Promise<boolean> {
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;
  if (storage?.persist === undefined) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false; // not allowed in this context (e.g. some workers): data is still stored, just evictable
  }
}
