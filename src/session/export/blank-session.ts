// A new session starts from a small template that runs as it is: a tiny project, a real task, and a scripted
// model that searches and reads in parallel, reads the file it found, and answers. A person then changes
// the task (the composer sends the next one), the files, the script (Script tab) or the model — there is
// no placeholder message, so nothing meaningless is ever sent to a model.
import { BUILTIN_TOOL_NAMES } from '../../runtime/spec/user-tool-spec';
import { workspaceOf } from '../lessons/lesson-builders';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION, type SessionDocument } from '../session-document';

export const TEMPLATE_TASK =
  'What does greet("Ada") return in this project? Read the code before you answer.';

const TEMPLATE_FILES = {
  'README.md': '# Greeter\n\nA tiny example project: `src/greet.js` builds the greeting.\n',
  'src/greet.js': 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n',
  'src/main.js': "import { greet } from './greet.js';\n\nconsole.log(greet('world'));\n",
};

export function blankSessionDocument(title: string): SessionDocument {
  return {
    format: SESSION_FORMAT,
    formatVersion: SESSION_FORMAT_VERSION,
    title,
    description:
      'A template to start from: change the task, the files, the scripted turns (Script tab) or the model.',
    settings: {},
    tools: { builtin: [...BUILTIN_TOOL_NAMES], userDefined: [] },
    workspace: workspaceOf(TEMPLATE_FILES),
    userMessages: [TEMPLATE_TASK],
    provider: {
      kind: 'scripted',
      model: 'scripted',
      script: [
        {
          content: 'I will find where greet is defined and look at the project notes.',
          toolCalls: [
            { name: 'Grep', arguments: { pattern: 'function greet' } },
            { name: 'Read', arguments: { path: 'README.md' } },
          ],
        },
        { toolCalls: [{ name: 'Read', arguments: { path: 'src/greet.js' } }] },
        {
          content:
            'greet("Ada") returns "Hello, Ada!": src/greet.js builds the text with a template string, `Hello, ${name}!`.',
        },
      ],
    },
    inputs: [],
  };
}
