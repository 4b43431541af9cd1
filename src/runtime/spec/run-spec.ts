// Everything the runtime needs to (re)produce a run: the content of a session document, in runtime types.
// session/ wraps it in the versioned, schema-checked document; the page sends it to the runtime worker.
import type { ImportedTreeRef } from '../../vfs/import/imported-tree';
import type { WorkspaceSnapshot } from '../../vfs/snapshot-format';
import type { Cassette } from '../../llm/cassette/cassette';
import type { RecordedInput } from './recorded-input';
import type { RunSettings } from './run-settings';
import type { ToolSetSpec } from './user-tool-spec';
import type { ProviderSpec } from './provider-spec';
import type { ForkOrigin } from './fork-origin';

export type { EndpointApi, EndpointProviderSpec, ProviderSpec } from './provider-spec';
export type { ImportedTreeRef } from '../../vfs/import/imported-tree';
export type { ForkOrigin, ToolSetChange } from './fork-origin';

export interface RunSpec {
  readonly settings: RunSettings;
  readonly tools: ToolSetSpec;
  readonly workspace: WorkspaceSnapshot;
  /**
   * Files a person imported (a folder, a zip), kept in the browser's tree store by this hash rather than in
   * the spec; when present they are the initial workspace. `workspace` is then empty, or holds the same
   * files embedded (an export made to travel with them). docs/workspace.md, "Bringing your own files".
   */
  readonly importedTree?: ImportedTreeRef;
  /** One run per user message, each continuing the conversation of the previous one. */
  readonly userMessages: readonly string[];
  readonly provider: ProviderSpec;
  /** Recorded model exchanges; when present, replay uses them instead of the provider. */
  readonly cassette?: Cassette;
  readonly inputs: readonly RecordedInput[];
  /** Seed of the shell's `$RANDOM` streams (each Bash call derives its own from it). Default 0. */
  readonly shellSeed?: number;
  /** A fork's origin: its recorded answers are then replayed where they still fit, not strictly. */
  readonly fork?: ForkOrigin;
}
