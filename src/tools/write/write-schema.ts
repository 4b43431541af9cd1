import type { ObjectSchema } from '../../engine/protocol/json-schema';

export const WRITE_DESCRIPTION =
  'Write a whole text file in the workspace: creates it (and any missing folders) or replaces it. ' +
  'Overwriting an existing file requires that you Read it first in this conversation; if it changed ' +
  'since, the result is CONFLICT and you must Read it again. To change part of a file prefer Edit. ' +
  'Content is written as UTF-8 exactly as given (no newline is added).';

export const WRITE_PARAMETERS: ObjectSchema = {
  type: 'object',
  properties: {
    path: {
      type: 'string',
      description: 'File path, relative to the working directory or absolute inside /workspace.',
    },
    content: { type: 'string', description: 'The complete new content of the file.' },
    expected_mtime_ms: {
      type: 'number',
      description: 'Optional. Modification time (ms) the file had when you read it; filled in automatically.',
    },
    expected_size_bytes: {
      type: 'integer',
      description: 'Optional. Size in bytes the file had when you read it; filled in automatically.',
    },
  },
  required: ['path', 'content'],
  additionalProperties: false,
};
