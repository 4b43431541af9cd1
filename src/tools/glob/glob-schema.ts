// What the model reads about Glob, and Glob's limits (read by the schema, the description and glob-tool.ts).
import type { ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { PATTERN_LIMIT_SENTENCE, patternParameter } from '../file-tool-kit/pattern-limit';

export const GLOB_LIMITS = {
  /** Paths when the model gives no `limit`. */
  defaultPaths: 100,
  /** The largest `limit`. */
  maxPaths: 200,
} as const;

export const GLOB_DESCRIPTION =
  'Find files by path pattern. Glob syntax: `*` within one folder level, `**` across levels, `?`, ' +
  'character classes `[a-z]` and braces `{ts,tsx}`; e.g. "**/*.ts" or "src/**/test_*.{js,ts}". ' +
  'Patterns are matched against paths relative to `path`. Returns file paths relative to /workspace, sorted, ' +
  `at most \`limit\` (default ${GLOB_LIMITS.defaultPaths}, max ${GLOB_LIMITS.maxPaths}); the result is partial when more match. Skips .git, node_modules ` +
  `and dist, and hidden files unless include_hidden (or the pattern names a hidden folder). ${PATTERN_LIMIT_SENTENCE}`;

export const GLOB_PARAMETERS = {
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
      maximum: GLOB_LIMITS.maxPaths,
      default: GLOB_LIMITS.defaultPaths,
      description: `Maximum number of paths to return. Default ${GLOB_LIMITS.defaultPaths}, at most ${GLOB_LIMITS.maxPaths}.`,
    },
    include_hidden: {
      type: 'boolean',
      default: false,
      description: 'Also match hidden files and folders (names starting with "."). Default false.',
    },
  },
  required: ['pattern'],
  additionalProperties: false,
} as const satisfies ObjectSchema;

export type GlobInput = ToolInputOf<typeof GLOB_PARAMETERS>;
