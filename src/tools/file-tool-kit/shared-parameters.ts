// Parameter schemas several file tools publish word for word, so the model reads one wording everywhere.
import type { JsonSchema } from '../../engine/protocol/json-schema';

/** The `path` of a tool that works on one file. */
export const FILE_PATH_PARAMETER = {
  type: 'string',
  description: 'File path, relative to the working directory or absolute inside /workspace.',
} as const satisfies JsonSchema;

/**
 * The seed's optimistic-lock fields (Edit, Write). The executor fills them from the Read cache when the
 * model leaves them out, so they stay optional in the schema.
 */
export const LOCK_PARAMETERS = {
  expected_mtime_ms: {
    type: 'number',
    description: 'Optional. Modification time (ms) the file had when you read it; filled in automatically.',
  },
  expected_size_bytes: {
    type: 'integer',
    description: 'Optional. Size in bytes the file had when you read it; filled in automatically.',
  },
} as const satisfies Readonly<Record<'expected_mtime_ms' | 'expected_size_bytes', JsonSchema>>;
