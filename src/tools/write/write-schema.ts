// What the model reads about Write.
import type { ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { FILE_PATH_PARAMETER, LOCK_PARAMETERS } from '../file-tool-kit/shared-parameters';

export const WRITE_DESCRIPTION =
  'Write a whole text file in the workspace: creates it (and any missing folders) or replaces it. ' +
  'Overwriting an existing file requires that you Read it first in this conversation; if it changed ' +
  'since, the result is CONFLICT and you must Read it again. To change part of a file prefer Edit. ' +
  'Content is written as UTF-8 exactly as given (no newline is added).';

export const WRITE_PARAMETERS = {
  type: 'object',
  properties: {
    path: FILE_PATH_PARAMETER,
    content: { type: 'string', description: 'The complete new content of the file.' },
    ...LOCK_PARAMETERS,
  },
  required: ['path', 'content'],
  additionalProperties: false,
} as const satisfies ObjectSchema;

export type WriteInput = ToolInputOf<typeof WRITE_PARAMETERS>;
