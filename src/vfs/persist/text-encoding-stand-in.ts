// Stands in for `fast-text-encoding`, which lightning-fs pulls in (through isomorphic-textencoder) to polyfill
// TextEncoder for old Edge. The polyfill looks for `window` or `global` and throws in a module worker, which
// has neither, and every browser we support has TextEncoder: vite.config.ts aliases it to this empty module.
export {};
