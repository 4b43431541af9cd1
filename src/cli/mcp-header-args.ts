// The headers an MCP command sends, as both `npm run mcp` subcommands take them: `--header "Name: value"`
// (repeatable) and `--token-env VAR` (Authorization: Bearer <the value of VAR>). A token is never taken on the
// command line itself: there it would stand in the shell's history and in every process listing.

export const HEADER_ARGS_USAGE = '[--header "Name: value"]... [--token-env VAR]';

export const HEADER_ARGS_HELP = [
  '  --header "Name: value"  send this header (repeatable)',
  '  --token-env VAR  send Authorization: Bearer <the value of VAR> (keeps the token out of the command line)',
];

/**
 * Reads the header option at `argv[at]` into `headers`: how many arguments it took (0: not a header option),
 * or why it is refused.
 */
export function readHeaderArg(
  argv: readonly string[],
  at: number,
  headers: Record<string, string>,
  env: Readonly<Record<string, string | undefined>>,
): number | { readonly refused: string } {
  const arg = argv[at];
  const value = argv[at + 1];
  if (arg === '--header') {
    const header = value ?? '';
    const colon = header.indexOf(':');
    if (colon < 1) return { refused: `--header needs "Name: value", got "${header}"` };
    headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    return 2;
  }
  if (arg === '--token-env') {
    const name = value ?? '';
    const token = env[name];
    if (!token) return { refused: `--token-env: the variable "${name}" is not set` };
    headers.authorization = `Bearer ${token}`;
    return 2;
  }
  if (arg === '--token')
    return { refused: '--token would leave the token in the shell history: use --token-env VAR' };
  return 0;
}
