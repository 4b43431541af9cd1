// A new, empty session: the scripted model with no turns yet, every built-in tool, an empty workspace and one
// placeholder user message (a document needs at least one). A person fills it in from the Script and Tools
// tabs and the composer.
import { BUILTIN_TOOL_NAMES } from '../../runtime/spec/user-tool-spec';
import { workspaceOf } from '../lessons/lesson-builders';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION, type SessionDocument } from '../session-document';

export function blankSessionDocument(title: string): SessionDocument {
  return {
    format: SESSION_FORMAT,
    formatVersion: SESSION_FORMAT_VERSION,
    title,
    settings: {},
    tools: { builtin: [...BUILTIN_TOOL_NAMES], userDefined: [] },
    workspace: workspaceOf({}),
    userMessages: ['Describe the task here.'],
    provider: { kind: 'scripted', model: 'scripted', script: [] },
    inputs: [],
  };
}
