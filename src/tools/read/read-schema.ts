import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { FILE_PATH_PARAMETER } from '../file-tool-kit/shared-parameters';

export const READ_DESCRIPTION =
  'Read a text file from the workspace, with line numbers (each line is "<number><TAB><text>"). ' +
  'Returns up to `limit` lines starting at line `offset`, and at most 40,000 bytes. A line longer than ' +
  '2,000 characters is cut, and its row ends by saying which `offset` and `column` give the rest; ' +
  'with `column`, that line is shown from there to its end (up to the byte cap). Whenever a page leaves ' +
  'something out the result is partial and says how to ask for it. You must Read a file before you Edit ' +
  'it or overwrite it with Write. Folders and binary files are refused: use LS for folders.';

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
    column: {
      type: 'integer',
      minimum: 1,
      description:
        'Character of line `offset` to start at, 1-based. Give it to read the rest of a cut line: that line ' +
        'is then shown from this character to its end (up to the byte cap) instead of being cut at 2,000.',
    },
  },
  required: ['path'],
  additionalProperties: false,
};
