// A new session whose initial workspace is a folder or zip a person imported: the document names the tree by
// its hash and holds none of its files (they stay in the browser's tree store). The person is the model
// ("be the model"), so nothing is sent anywhere until they choose a model; the task is theirs to write.
import { BUILTIN_TOOL_NAMES } from '../../runtime/spec/user-tool-spec';
import type { ImportedTreeRef } from '../../runtime/spec/run-spec';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION, type SessionDocument } from '../session-document';

export const IMPORTED_TASK = 'Look around this project and tell me what it does.';

export function importedSessionDocument(title: string, ref: ImportedTreeRef): SessionDocument {
  return {
    format: SESSION_FORMAT,
    formatVersion: SESSION_FORMAT_VERSION,
    title,
    settings: {},
    tools: { builtin: [...BUILTIN_TOOL_NAMES], userDefined: [] },
    workspace: { format: 'toolscope.workspace', formatVersion: 1, entries: [] },
    importedTree: { sha256: ref.sha256, files: ref.files, bytes: ref.bytes },
    userMessages: [IMPORTED_TASK],
    provider: { kind: 'human', model: 'you' },
    inputs: [],
  };
}

/** The tree hashes the given documents name (the live set a sweep of the tree store keeps). */
export function treeHashesOf(documents: readonly SessionDocument[]): string[] {
  return documents.flatMap((document) => (document.importedTree ? [document.importedTree.sha256] : []));
}
