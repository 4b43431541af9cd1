import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { PATTERN_LIMIT_SENTENCE, patternParameter } from '../file-tool-kit/pattern-limit';

export const GLOB_DESCRIPTION =
  'Find files by path pattern. Glob syntax: `*` within one folder level, `**` across levels, `?`, ' +
  'character classes `[a-z]` and braces `{ts,tsx}`; e.g. "**/*.ts" or "src/**/test_*.{js,ts}". ' +
  'Patterns are matched against paths relative to `path`. Returns file paths relative to /workspace, sorted, ' +
  'at most `limit` (default 100, max 200); the result is partial when more match. Skips .git, node_modules ' +
  `and dist, and hidden files unless include_hidden (or the pattern names a hidden folder). ${PATTERN_LIMIT_SENTENCE}`;

export const GLOB_PARAMETERS: ObjectSchema = {
  type: 'object',
  properties: {
    pattern: patternParameter('Glob pattern, e.g. "**/*.ts".', { required: true }),
    path: {
      type: 'string',
      description:
        'Folder to search in, relative to the working directory or absolute. Default: the working directory.',
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: 200,
      default: 100,
      description: 'Maximum number of paths to return. Default 100, at most 200.',
    },
    include_hidden: {
      type: 'boolean',
      default: false,
      description: 'Also match hidden files and folders (names starting with "."). Default false.',
    },
  },
  required: ['pattern'],
  additionalProperties: false,
};
