// lightning-fs reads navigator.locks; Node 20 has no navigator global, so give it an empty one first, then
// install fake-indexeddb's globals (indexedDB, IDBKeyRange ...) for the persistence layer's Node tests.
if (typeof globalThis.navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true });
}
// @ts-expect-error fake-indexeddb's exports map hides auto.d.ts from Bundler resolution; the module has no exports.
await import('fake-indexeddb/auto');
// Property tests take their run count and seed from src/common/testing/property-runs.ts: each fc.assert
// passes propertyOptions (property-runs.test.ts checks that none is left out).
export {};
