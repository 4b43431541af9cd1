// Small builders for run specs in tests: a workspace from a path → text map, a scripted provider.
import type { ScriptedTurn } from '../../llm/scripted/scripted-turn';
import type { SnapshotEntry, WorkspaceSnapshot } from '../../vfs/snapshot-format';
import type { RecordedInput } from '../spec/recorded-input';
import { resolveRunSettings, type PartialRunSettings } from '../spec/run-settings';
import type { RunSpec } from '../spec/run-spec';
import type { BuiltinToolName, UserToolSpec } from '../spec/user-tool-spec';

export function workspaceOf(files: Readonly<Record<string, string>>): WorkspaceSnapshot {
  const entries: SnapshotEntry[] = [];
  const dirs = new Set<string>();
  for (const path of Object.keys(files).sort()) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i += 1) {
      const dir = parts.slice(0, i).join('/');
      if (!dirs.has(dir)) {
        dirs.add(dir);
        entries.push({ type: 'directory', path: dir, mode: 0o755, mtimeMs: 0 });
      }
    }
    entries.push({ type: 'file', path, mode: 0o644, mtimeMs: 0, encoding: 'utf8', content: files[path]! });
  }
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { format: 'toolscope.workspace', formatVersion: 1, entries };
}

export interface ScriptedSpecOptions {
  readonly files?: Readonly<Record<string, string>>;
  readonly tools?: readonly BuiltinToolName[];
  readonly userDefined?: readonly UserToolSpec[];
  readonly settings?: PartialRunSettings;
  readonly inputs?: readonly RecordedInput[];
  readonly messages?: readonly string[];
}

export function scriptedSpec(script: readonly ScriptedTurn[], options: ScriptedSpecOptions = {}): RunSpec {
  return {
    settings: resolveRunSettings(options.settings),
    tools: { builtin: options.tools ?? ['Read', 'Edit', 'Write'], userDefined: options.userDefined ?? [] },
    workspace: workspaceOf(options.files ?? {}),
    userMessages: options.messages ?? ['Do the task.'],
    provider: { kind: 'scripted', model: 'scripted', script },
    inputs: options.inputs ?? [],
  };
}

/** A read-only user-defined tool that answers every call with `text`: the tests' way to make a big result. */
export function fetchLogTool(text: string): UserToolSpec {
  return {
    kind: 'tool',
    name: 'FetchLog',
    description: 'Fetch the latest log of a service.',
    parameters: {
      type: 'object',
      properties: { service: { type: 'string', description: 'Service name' } },
      required: ['service'],
    },
    concurrencySafe: true,
    result: { type: 'canned', results: [{ status: 'success', text }] },
  };
}
