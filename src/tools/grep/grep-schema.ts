// What the model reads about Grep, and Grep's limits: the schema, the description and grep-tool.ts all take
// them from GREP_LIMITS (the pattern limit and the line cut are shared with other tools).
import type { ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { grouped } from '../file-tool-kit/limit-text';
import { PATTERN_LIMIT_SENTENCE, patternParameter } from '../file-tool-kit/pattern-limit';
import { MAX_LINE_CHARS } from '../file-tool-kit/text-lines';

export const GREP_LIMITS = {
  /** Matching lines when the model gives no `limit`. */
  defaultMatches: 100,
  /** The largest `limit`. */
  maxMatches: 200,
  /** The most `context_lines`. */
  maxContextLines: 10,
} as const;

export const GREP_DESCRIPTION =
  'Search file contents with a regular expression (RE2 syntax, linear time: no backreferences or ' +
  'lookaround). Lines are matched one at a time; results are "path:line:text", sorted by path then line ' +
  `number, each line cut at ${grouped(MAX_LINE_CHARS)} characters. Case-insensitive unless case_sensitive is true. Skips .git, ` +
  'node_modules, dist, binary files and hidden files (unless include_hidden). Returns at most `limit` ' +
  `matches (default ${GREP_LIMITS.defaultMatches}, max ${GREP_LIMITS.maxMatches}); the result is partial when more exist. ${PATTERN_LIMIT_SENTENCE}`;

export const GREP_PARAMETERS = {
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
      maximum: GREP_LIMITS.maxMatches,
      default: GREP_LIMITS.defaultMatches,
      description: `Maximum number of matching lines to return. Default ${GREP_LIMITS.defaultMatches}, at most ${GREP_LIMITS.maxMatches}.`,
    },
    context_lines: {
      type: 'integer',
      minimum: 0,
      maximum: GREP_LIMITS.maxContextLines,
      default: 0,
      description: `Lines of context to show before and after each match (0-${GREP_LIMITS.maxContextLines}). Default 0.`,
    },
    include_hidden: {
      type: 'boolean',
      default: false,
      description: 'Also search hidden files and folders (names starting with "."). Default false.',
    },
  },
  required: ['pattern'],
  additionalProperties: false,
} as const satisfies ObjectSchema;

export type GrepInput = ToolInputOf<typeof GREP_PARAMETERS>;
