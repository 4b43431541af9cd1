// Every fixed schema the app checks documents with, as validator modules generated ahead of time (decision
// 0113): the page compiles no schema, so it needs no `new Function` and its Content-Security-Policy no
// 'unsafe-eval'. Each module is made with the ajv options its loader used to compile with at run time, so
// the errors (and the sentences made of them) are the same. `npm run validators` writes them; the test
// beside this file fails when one is out of date.
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import type { Ajv } from 'ajv';
import { createSchemaAjv } from '../../src/common/schema-patterns/schema-ajv';
import { RUN_SETTINGS_SCHEMA, SETTINGS_DEFINITIONS } from '../../src/runtime/spec/run-settings-schema';
import lessonSchema from '../../schema/lesson.schema.json' with { type: 'json' };
import sessionSchema from '../../schema/session.schema.json' with { type: 'json' };

export interface ValidatorModule {
  /** The generated module, from the repository root; its declarations sit beside it as `.d.ts`. */
  readonly file: string;
  /** Where its schemas come from, for the header. */
  readonly from: string;
  /** An ajv holding the schemas, and each export's name → its schema's `$id` or key in that ajv. */
  readonly make: () => { readonly ajv: Ajv; readonly exports: Readonly<Record<string, string>> };
}

const standalone = { source: true, esm: true } as const;
const RUN_SETTINGS_KEY = 'toolscope:run-settings';

export const VALIDATOR_MODULES: readonly ValidatorModule[] = [
  {
    // load-session.ts and load-lesson.ts; a lesson's schema holds the session's for its `document`.
    file: 'src/session/generated/document-validators.js',
    from: 'schema/session.schema.json and schema/lesson.schema.json',
    make: () => {
      const ajv = createSchemaAjv({ allErrors: true, discriminator: true, verbose: true, code: standalone });
      ajv.addSchema(sessionSchema).addSchema(lessonSchema);
      return { ajv, exports: { validateSession: sessionSchema.$id, validateLesson: lessonSchema.$id } };
    },
  },
  {
    // check-spec-settings.ts: the runtime's check of a spec's settings.
    file: 'src/runtime/spec/generated/run-settings-validator.js',
    from: 'src/runtime/spec/run-settings-schema.ts',
    make: () => {
      const ajv = createSchemaAjv({ allErrors: true, verbose: true, code: standalone });
      ajv.addSchema({ ...RUN_SETTINGS_SCHEMA, definitions: SETTINGS_DEFINITIONS }, RUN_SETTINGS_KEY);
      return { ajv, exports: { validateRunSettings: RUN_SETTINGS_KEY } };
    },
  },
  {
    // tool-definition.ts: a parameters schema typed in the Tools tab is checked against JSON Schema's own.
    file: 'src/ui/tools/generated/json-schema-validator.js',
    from: "ajv's JSON Schema draft-07 meta-schema",
    make: () => {
      const ajv = createSchemaAjv({ allErrors: true, code: standalone });
      return { ajv, exports: { validateJsonSchema: draft07.$id } };
    },
  },
];
