// Session documents made to hurt (issue 36), shared by the Node tests of the engine, the runtime, the
// loaders and the CLIs: a tool whose schema pattern backtracks exponentially in a JavaScript RegExp, and
// arguments nested far deeper than any model sends.

/** Exponential in a backtracking engine on a run of `a` that ends in another character. */
export const REDOS_PATTERN = '^(a+)+$';

/** The texts that hang a backtracking engine on REDOS_PATTERN (30 `a` took 29 s in Node; 40 would take hours). */
export const REDOS_TEXTS = ['a'.repeat(40) + '!', 'a!'.repeat(40)] as const;

/** JSON text of an object whose only value nests `depth` arrays deep: `{"v":[[[…]]]}`. */
export function deepArgumentsText(depth: number): string {
  return `{"v":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

/** A scripted session: one call of the tool `Echo`, whose parameters are `parameters`, then a final answer. */
export function echoSessionDocument(
  parameters: Record<string, unknown>,
  callArguments: string | Record<string, unknown>,
  title = 'hostile',
): Record<string, unknown> {
  return {
    format: 'toolscope.session',
    formatVersion: 1,
    title,
    settings: {},
    tools: {
      builtin: [],
      userDefined: [
        {
          kind: 'tool',
          name: 'Echo',
          description: 'Echoes its input.',
          parameters,
          concurrencySafe: true,
          result: { type: 'canned', results: [{ status: 'success', text: 'ok' }] },
        },
      ],
    },
    workspace: { format: 'toolscope.workspace', formatVersion: 1, entries: [] },
    userMessages: ['Echo it.'],
    provider: {
      kind: 'scripted',
      model: 'scripted',
      script: [{ toolCalls: [{ name: 'Echo', arguments: callArguments }] }, { content: 'Done.' }],
    },
    inputs: [],
  };
}

/** Echo with a string parameter `s` that must match `pattern`, called with `s: text`. */
export function patternSessionDocument(pattern: string, text: string): Record<string, unknown> {
  return echoSessionDocument(
    { type: 'object', properties: { s: { type: 'string', pattern } }, required: ['s'] },
    { s: text },
    `pattern ${pattern}`,
  );
}
