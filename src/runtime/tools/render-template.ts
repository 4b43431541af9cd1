// The template language of user-defined tools: `{{name}}` and `{{a.b.0.c}}` are replaced by argument values
// (strings as they are, anything else as JSON), `{{$json}}` by all arguments as JSON. A missing value renders
// as an empty string. That is all: it is substitution, never evaluation.

const PLACEHOLDER = /\{\{\s*([$A-Za-z0-9_.-]+)\s*\}\}/g;

export function renderTemplate(template: string, args: Readonly<Record<string, unknown>>): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => {
    if (path === '$json') return JSON.stringify(args);
    const value = lookup(args, path.split('.'));
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

function lookup(value: unknown, keys: readonly string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    // Own properties only: `{{constructor}}` must not reach the prototype.
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
