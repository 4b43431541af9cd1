import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { FILE_PATH_PARAMETER } from '../file-tool-kit/shared-parameters';

export const READ_DESCRIPTION =
  'Read a text file from the workspace, with line numbers (each line is "<number><TAB><text>"). ' +
  'Returns up to `limit` lines starting at line `offset`, and at most 40,000 bytes; lines longer than ' +
  '2,000 characters are cut. When more lines remain the result is partial and says which offset to ask ' +
  'for next. You must Read a file before you Edit it or overwrite it with Write. Folders and binary ' +
  'files are refused: use LS for folders.';

export const READ_PARAMETERS: ObjectSchema = {
  type: 'object',
  properties: {
    path: FILE_PATH_PARAMETER,
    offset: {
      type: 'integer',
      minimum: 1,
      default: 1,
      description: 'First line to return, 1-based. Default 1.',
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: 2000,
      default: 500,
      description: 'Maximum number of lines to return. Default 500, at most 2000.',
    },
  },
  required: ['path'],
  additionalProperties: false,
};
