// What the model reads about LS, and its limit (read by the description and ls-tool.ts).
import type { ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import { grouped } from '../file-tool-kit/limit-text';

export const LS_LIMITS = {
  /** Entries one listing shows. */
  maxEntries: 1000,
} as const;

export const LS_DESCRIPTION =
  'List a folder: one entry per line, folders first (shown with a trailing "/" and their entry count), ' +
  'then files with their size in bytes and symlinks with their target; each group sorted by name. Hidden ' +
  `entries are included. At most ${grouped(LS_LIMITS.maxEntries)} entries.`;

export const LS_PARAMETERS = {
  type: 'object',
  properties: {
    path: {
      type: 'string',
      description:
        'Folder to list, relative to the working directory or absolute. Default: the working directory.',
    },
  },
  additionalProperties: false,
} as const satisfies ObjectSchema;

export type LsInput = ToolInputOf<typeof LS_PARAMETERS>;
