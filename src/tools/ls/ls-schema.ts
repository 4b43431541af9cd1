import type { ObjectSchema } from '../../engine/protocol/json-schema';

export const LS_DESCRIPTION =
  'List a folder: one entry per line, folders first (shown with a trailing "/" and their entry count), ' +
  'then files with their size in bytes and symlinks with their target; each group sorted by name. Hidden ' +
  'entries are included. At most 1,000 entries.';

export const LS_PARAMETERS: ObjectSchema = {
  type: 'object',
  properties: {
    path: {
      type: 'string',
      description:
        'Folder to list, relative to the working directory or absolute. Default: the working directory.',
    },
  },
  additionalProperties: false,
};
