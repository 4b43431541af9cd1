// The last branch of an exhaustive switch. The type checker proves `value` is `never`; reaching this at run
// time means data that no type allows (a bug, or a value from outside that skipped its check), so it throws
// with what arrived instead of carrying on with an answer for some other case.
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${describe(value)}`);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value); // a cycle or a bigint
  }
}
