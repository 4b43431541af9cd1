// What the model reads about Read, and Read's limits: the schema, the description and read-tool.ts all take
// them from READ_LIMITS, so a limit is written once.
import type { ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { grouped } from '../file-tool-kit/limit-text';
import { FILE_PATH_PARAMETER } from '../file-tool-kit/shared-parameters';
import { MAX_LINE_CHARS } from '../file-tool-kit/text-lines';

export const READ_LIMITS = {
  /** Lines in a page when the model gives no `limit`. */
  defaultLines: 500,
  /** The largest `limit`. */
  maxLines: 2000,
  /**
   * A page's rows, in bytes as the model receives them (JSON-escaped): below the default per-result budget
   * (50,000 bytes), so a Read page is never cut by budget truncation. A lower budget lowers it (read-tool.ts).
   */
  maxPageBytes: 40_000,
} as const;

export const READ_DESCRIPTION =
  'Read a text file from the workspace, with line numbers (each line is "<number><TAB><text>"). ' +
  `Returns up to \`limit\` lines starting at line \`offset\`, and at most ${grouped(READ_LIMITS.maxPageBytes)} bytes. A line longer than ` +
  `${grouped(MAX_LINE_CHARS)} characters is cut, and its row ends by saying which \`offset\` and \`column\` give the rest; ` +
  'with `column`, that line is shown from there to its end (up to the byte cap). Whenever a page leaves ' +
  'something out the result is partial and says how to ask for it. You must Read a file before you Edit ' +
  'it or overwrite it with Write. Folders and binary files are refused: use LS for folders.';

export const READ_PARAMETERS = {
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
      maximum: READ_LIMITS.maxLines,
      default: READ_LIMITS.defaultLines,
      description: `Maximum number of lines to return. Default ${READ_LIMITS.defaultLines}, at most ${READ_LIMITS.maxLines}.`,
    },
    column: {
      type: 'integer',
      minimum: 1,
      description:
        'Character of line `offset` to start at, 1-based. Give it to read the rest of a cut line: that line ' +
        `is then shown from this character to its end (up to the byte cap) instead of being cut at ${grouped(MAX_LINE_CHARS)}.`,
    },
  },
  required: ['path'],
  additionalProperties: false,
} as const satisfies ObjectSchema;

export type ReadInput = ToolInputOf<typeof READ_PARAMETERS>;
