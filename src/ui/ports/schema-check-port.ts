// Schemas known only at run time (a tool typed in the Tools tab, the tools a script's calls are checked
// against) are compiled in the runtime worker, never on the page: ajv compiles to `new Function`, which the
// page's Content-Security-Policy forbids (decision 0113). The compose layer plugs in the runtime's
// `checkSchema`; without it (a test, the embedded player) nothing is checked and nothing is said about it.
import type { SchemaCheck } from '../../engine/validation/check-against-schema';

export type { SchemaCheck };

export type SchemaChecker = (schema: object, values: readonly unknown[]) => Promise<SchemaCheck>;
