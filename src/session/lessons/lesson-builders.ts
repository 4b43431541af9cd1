// Small builders so each lesson file reads as its story rather than as JSON plumbing: a workspace from a
// map of path → text, and the document wrapper with the fields every lesson shares.
import type { PartialRunSettings } from '../../runtime/spec/run-settings';
import type { RecordedInput } from '../../runtime/spec/recorded-input';
import type { ProviderSpec, RunSpec } from '../../runtime/spec/run-spec';
import type { ToolSetSpec } from '../../runtime/spec/user-tool-spec';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION, type SessionDocument } from '../session-document';

// session/ may not import vfs/ or llm/ (DESIGN.md's layer table), so their types are reached through the
// runtime's run spec, which embeds them.
type WorkspaceSnapshot = RunSpec['workspace'];
type SnapshotEntry = WorkspaceSnapshot['entries'][number];
type ScriptedTurn = Extract<ProviderSpec, { kind: 'scripted' }>['script'][number];

const FILE_MODE = 0o644;
const DIRECTORY_MODE = 0o755;

/** Files (and their parent folders, added in sorted pre-order), all with the given mtime. */
export function workspaceOf(files: Readonly<Record<string, string>>, mtimeMs = 0): WorkspaceSnapshot {
  const paths = new Set<string>();
  for (const path of Object.keys(files)) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i += 1) paths.add(`${parts.slice(0, i).join('/')}/`);
    paths.add(path);
  }
  const entries: SnapshotEntry[] = [...paths]
    .sort(byPreOrder)
    .map((key) =>
      key.endsWith('/')
        ? { type: 'directory', path: key.slice(0, -1), mode: DIRECTORY_MODE, mtimeMs }
        : { type: 'file', path: key, mode: FILE_MODE, mtimeMs, encoding: 'utf8', content: files[key] ?? '' },
    );
  return { format: 'toolscope.workspace', formatVersion: 1, entries };
}

/** Pre-order over path segments, so `a/` and `a/b` come before `a-b`. */
function byPreOrder(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    if (left[i] !== right[i]) return (left[i] ?? '') < (right[i] ?? '') ? -1 : 1;
  }
  return left.length - right.length;
}

export interface LessonDocumentParts {
  readonly title: string;
  readonly tools: ToolSetSpec;
  readonly files?: Readonly<Record<string, string>>;
  readonly filesMtimeMs?: number;
  readonly userMessages: readonly string[];
  readonly script: readonly ScriptedTurn[];
  readonly settings?: PartialRunSettings;
  readonly inputs?: readonly RecordedInput[];
}

export function lessonDocument(parts: LessonDocumentParts): SessionDocument {
  return {
    format: SESSION_FORMAT,
    formatVersion: SESSION_FORMAT_VERSION,
    title: parts.title,
    settings: parts.settings ?? {},
    tools: parts.tools,
    workspace: workspaceOf(parts.files ?? {}, parts.filesMtimeMs),
    userMessages: parts.userMessages,
    provider: { kind: 'scripted', model: 'scripted', script: parts.script },
    inputs: parts.inputs ?? [],
  };
}
