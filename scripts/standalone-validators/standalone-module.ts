// One generated validator module: ajv's standalone code for some schemas, with every `require` it writes
// turned into an import (decision 0113). ajv's ESM output still requires its run-time helpers
// (`require("ajv/dist/runtime/equal").default`) and the RE2 pattern engine by its repository path
// (`require("src/common/schema-patterns/re2-pattern").re2Pattern`, decision 0110); a browser module has no
// `require`, and the bundler leaves one it cannot see through as it is.
import { dirname, posix, relative } from 'node:path';
import type { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';

/** The module that hands the generated code ajv's helpers as ES exports, by ajv's name for each. */
const RUNTIME_MODULE = 'src/common/schema-patterns/standalone-runtime';
const RUNTIME_HELPERS: ReadonlySet<string> = new Set(['equal', 'ucs2length']);

const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/(\w+)"\)\.default/g;
const SOURCE_REQUIRE = /require\("(src\/[\w/.-]+)"\)\.(\w+)/g;

export interface ModuleText {
  readonly code: string;
  readonly declarations: string;
}

/**
 * `file`: the module's path from the repository root (`src/…/x.js`), so its imports are relative to it;
 * `exports`: each exported validator's name → the `$id` or key of its schema in `ajv`.
 */
export function standaloneModule(
  ajv: Ajv,
  file: string,
  exports: Readonly<Record<string, string>>,
  header: string,
): ModuleText {
  const imports = new Map<string, Set<string>>();
  const importFrom = (module: string, name: string) => {
    imports.set(module, (imports.get(module) ?? new Set()).add(name));
    return name;
  };
  const code = standaloneCode(ajv, exports)
    .replace(RUNTIME_REQUIRE, (_, helper: string) => {
      if (!RUNTIME_HELPERS.has(helper))
        throw new Error(`${file}: ajv's helper "${helper}" is not exported by ${RUNTIME_MODULE}.ts yet`);
      return importFrom(RUNTIME_MODULE, helper);
    })
    .replace(SOURCE_REQUIRE, (_, module: string, name: string) => importFrom(module, name));
  const left = /require\([^)]*\)/.exec(code);
  if (left) throw new Error(`${file}: the generated code still holds ${left[0]}`);
  const importLines = [...imports]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([module, names]) => `import { ${[...names].sort().join(', ')} } from '${specifier(file, module)}';`,
    );
  const declarations = [
    `import type { StandaloneValidator } from '${specifier(file, RUNTIME_MODULE)}';`,
    ...Object.keys(exports).map((name) => `export declare const ${name}: StandaloneValidator;`),
  ];
  return {
    code: `${header}\n${importLines.join('\n')}\n${code}\n`,
    declarations: `${header}\n${declarations.join('\n')}\n`,
  };
}

function specifier(file: string, module: string): string {
  const path = relative(dirname(file), module).split(/[\\/]/).join(posix.sep);
  return path.startsWith('.') ? path : `./${path}`;
}
