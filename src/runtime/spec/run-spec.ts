// Everything the runtime needs to (re)produce a run: the content of a session document, in runtime types.
// session/ wraps it in the versioned, schema-checked document; the page sends it to the runtime worker.
import type { ImportedTreeRef } from '../../vfs/import/imported-tree';
import type { WorkspaceSnapshot } from '../../vfs/snapshot-format';
import type { Cassette } from '../../llm/cassette/cassette';
import type { ScriptedTurn } from '../../llm/scripted/scripted-turn';
import type { RecordedInput } from './recorded-input';
import type { RunSettings } from './run-settings';
import type { ToolSetSpec } from './user-tool-spec';

/** Which model answers. An API key is never part of this: it is handed to the runtime separately. */
export type ProviderSpec =
  | { readonly kind: 'scripted'; readonly model: string; readonly script: readonly ScriptedTurn[] }
  | {
      readonly kind: 'openai-compatible';
      readonly model: string;
      readonly baseURL: string;
      readonly stream: boolean;
      /** The OpenAI wire protocol: Chat Completions (absent, the default) or the Responses API. */
      readonly api?: 'chat-completions' | 'responses';
      /** From sending a request to the last byte of its answer (default 300 000). */
      readonly timeoutMs?: number;
      /** The longest silence between chunks of a streamed answer (default 60 000). */
      readonly idleTimeoutMs?: number;
    }
  | { readonly kind: 'human'; readonly model: string };

export type { ImportedTreeRef } from '../../vfs/import/imported-tree';

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
}
