// What the model reads about Edit, and Edit's limits (one constant each, read by the schema, the description
// and the code).
import type { ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { FILE_PATH_PARAMETER, LOCK_PARAMETERS } from '../file-tool-kit/shared-parameters';
import { DIFF_PREVIEW_MAX_LINES } from './diff-preview';

export const EDIT_LIMITS = {
  /** Replacements one call may make. */
  maxEdits: 50,
} as const;

export const EDIT_DESCRIPTION =
  'Replace exact text in a file you have Read. Each edit replaces `old_string` with `new_string`; ' +
  '`old_string` must match the file exactly (whitespace and indentation included) and exactly once, ' +
  'unless `replace_all` is true. All edits are located in the file as it was before any of them, must not ' +
  'overlap, and are applied together or not at all. Line endings are kept (a CRLF file stays CRLF). If the ' +
  'file changed since you read it, the result is CONFLICT: Read it again. The result shows a unified diff ' +
  `(at most ${DIFF_PREVIEW_MAX_LINES} lines). Set \`dry_run\` to see the diff without writing.`;

export const EDIT_PARAMETERS = {
  type: 'object',
  properties: {
    path: FILE_PATH_PARAMETER,
    edits: {
      type: 'array',
      minItems: 1,
      maxItems: EDIT_LIMITS.maxEdits,
      description: `The replacements to make, 1 to ${EDIT_LIMITS.maxEdits}.`,
      items: {
        type: 'object',
        properties: {
          old_string: { type: 'string', minLength: 1, description: 'Exact text to find (non-empty).' },
          new_string: { type: 'string', description: 'Replacement text (may be empty to delete).' },
          replace_all: {
            type: 'boolean',
            default: false,
            description: 'Replace every occurrence instead of requiring exactly one. Default false.',
          },
        },
        required: ['old_string', 'new_string'],
        additionalProperties: false,
      },
    },
    ...LOCK_PARAMETERS,
    dry_run: {
      type: 'boolean',
      default: false,
      description: 'Show the diff without changing the file. Default false.',
    },
  },
  required: ['path', 'edits'],
  additionalProperties: false,
} as const satisfies ObjectSchema;

export type EditInput = ToolInputOf<typeof EDIT_PARAMETERS>;
