// Fixture: a layer's barrel at its root exports every folder, and a folder imports another root file
// (core.ts), as runtime/index.ts and runtime.ts do: root files are nodes of their own, so this is no cycle.
export * from './gamma/lens';
