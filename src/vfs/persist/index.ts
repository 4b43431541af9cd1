// Persistence is a separate entry point so code that only needs the in-memory workspace (the shell worker,
// the CLI) never loads lightning-fs.
export {
  openPersistentWorkspace,
  storageName,
  type OpenWorkspaceOptions,
  type OpenResult,
  type PersistentWorkspace,
} from './persistent-workspace';
export { flushWhenPageHides, type PageVisibility } from './page-hide';
export type { WorkspaceAccess } from './tab-lock';
export { requestDurableStorage } from './durable-storage';
export type { PackFs } from './pack-store';
