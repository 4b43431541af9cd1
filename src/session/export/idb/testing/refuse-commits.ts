// A full quota for fake-indexeddb, for unit tests of what a refused write leaves behind.
/**
 * Makes every read-write IndexedDB transaction abort with a QuotaExceededError once it wrote, as Chromium
 * aborts a commit over quota (fake-indexeddb has no quota of its own). Until `stop()`.
 */
export function refuseCommits(): { stop(): void } {
  const proto = IDBDatabase.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, called with its own `this`
  const original = proto.transaction;
  proto.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const tx = original.apply(this, args);
    if (args[1] === 'readwrite') {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store as `this`
      const put = IDBObjectStore.prototype.put;
      for (const name of tx.objectStoreNames) {
        const store = tx.objectStore(name);
        store.put = function (...putArgs: Parameters<IDBObjectStore['put']>) {
          const request = put.apply(this, putArgs);
          queueMicrotask(() => {
            Object.defineProperty(tx, 'error', {
              value: new DOMException('Quota exceeded', 'QuotaExceededError'),
            });
            try {
              tx.abort();
            } catch {
              // finished already
            }
          });
          return request;
        };
      }
    }
    return tx;
  } as IDBDatabase['transaction'];
  return { stop: () => (proto.transaction = original) };
}
