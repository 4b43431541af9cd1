// The tree import's types as the page's layers see them (state/ and ui/ do not import vfs/): what a person
// brings, how far an import is, and why one was refused. The work itself happens in src/vfs/import.
export type { ImportRefusal } from '../../vfs/import/import-limits';
export { IMPORT_LIMITS } from '../../vfs/import/import-limits';
export type { ImportProgress } from '../../vfs/import/import-tree';
export type { ImportAnswer } from '../../vfs/import/import-protocol';
export type { ImportSource, PickedFile } from '../../vfs/import/read-import';
export type { PickedDirectory } from '../../vfs/import/picked-directory';
export type { SweepReport } from '../../vfs/import/tree-store';
