// The session actions' dependencies for a unit test in Node: a store of its own, storage in memory, an
// address that records what it was replaced with, words that show their key, no Web Locks, a fixed clock,
// and whatever runtime port the test gives (a fake that answers as the test says).
import type { PointerStores } from '../../../session/export/library-active';
import { keyValueLibrary } from '../../../session/export/library-storage';
import type { KeyValueStorage } from '../../../session/export/session-library';
import { decodeShareLink } from '../../../session/share/decode-share-link';
import type { RuntimePort } from '../../runtime-slice';
import { createAppStore, type AppStore } from '../../store';
import type { EntryLockManager, SessionActionDeps } from '../deps';

export function memoryStorage(): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

export interface FakeDeps extends SessionActionDeps {
  /** Every address the actions replaced the page's with, in order. */
  readonly replacedUrls: string[];
  readonly pointers: PointerStores;
}

export function fakeDeps(
  options: {
    readonly store?: AppStore;
    /** The shared (localStorage) store: the library and the last pointer any tab wrote. */
    readonly storage?: KeyValueStorage;
    readonly tab?: KeyValueStorage;
    /** Put in the store as connect-workers does (openSession reads it there). */
    readonly runtime?: RuntimePort;
    readonly address?: { readonly pathname: string; readonly search: string };
    readonly locks?: EntryLockManager;
  } = {},
): FakeDeps {
  const store = options.store ?? createAppStore('en');
  if (options.runtime) store.getState().setRuntimePort(options.runtime);
  const shared = options.storage ?? memoryStorage();
  const pointers = { tab: options.tab ?? memoryStorage(), shared };
  const replacedUrls: string[] = [];
  let address = options.address ?? { pathname: '/', search: '' };
  return {
    store,
    runtime: () => store.getState().runtimePort,
    storage: {
      library: () => keyValueLibrary(shared),
      pointers: () => pointers,
      usage: () => Promise.resolve(null),
    },
    location: {
      pathname: () => address.pathname,
      search: () => address.search,
      replace: (url) => {
        replacedUrls.push(url);
        const [pathname = '/', search = ''] = url.split(/(?=\?)/);
        address = { pathname, search };
      },
    },
    text: {
      t: (key, values) => (values === undefined ? key : `${key} ${JSON.stringify(values)}`),
      loadFailure: (reason, from) => `cannot open (${from}): ${reason}`,
      openFailure: (failure) => (failure.kind === 'load-failed' ? failure.reason : 'unfinished'),
      loadProblems: (problems) => problems.map((problem) => problem.text).join(' '),
    },
    locks: options.locks,
    now: () => '2026-12-01T00:00:00.000Z',
    decodeShareLink: (fragment) => Promise.resolve(decodeShareLink(fragment)),
    preloadTokenizer: () => Promise.resolve(),
    replacedUrls,
    pointers,
  };
}
