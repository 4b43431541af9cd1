import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { PATTERN_LIMIT_SENTENCE, patternParameter } from '../file-tool-kit/pattern-limit';

export const GREP_DESCRIPTION =
  'Search file contents with a regular expression (RE2 syntax, linear time: no backreferences or ' +
  'lookaround). Lines are matched one at a time; results are "path:line:text", sorted by path then line ' +
  'number, each line cut at 2,000 characters. Case-insensitive unless case_sensitive is true. Skips .git, ' +
  'node_modules, dist, binary files and hidden files (unless include_hidden). Returns at most `limit` ' +
  `matches (default 100, max 200); the result is partial when more exist. ${PATTERN_LIMIT_SENTENCE}`;

export const GREP_PARAMETERS: ObjectSchema = {
  type: 'object',
  properties: {
    pattern: patternParameter('Regular expression (RE2 syntax).', { required: true }),
    path: {
      type: 'string',
      description:
        'File or folder to search, relative to the working directory or absolute. Default: the working directory.',
    },
    glob: patternParameter(
      'Only search files whose path (relative to `path`) matches this glob, e.g. "*.ts" or "src/**/*.tsx".',
      { required: false },
    ),
    case_sensitive: { type: 'boolean', default: false, description: 'Match case exactly. Default false.' },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: 200,
      default: 100,
      description: 'Maximum number of matching lines to return. Default 100, at most 200.',
    },
    context_lines: {
      type: 'integer',
      minimum: 0,
      maximum: 10,
      default: 0,
      description: 'Lines of context to show before and after each match (0-10). Default 0.',
    },
    include_hidden: {
      type: 'boolean',
      default: false,
      description: 'Also search hidden files and folders (names starting with "."). Default false.',
    },
  },
  required: ['pattern'],
  additionalProperties: false,
};
