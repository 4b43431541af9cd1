// `npm run mcp -- <subcommand> …`: headless MCP commands (issue 40). Each subcommand is one line of the table
// below, a function of its arguments and the output it writes to; `doctor` (what a page would trip on when it
// connects) joins it as one more line, from its own file.
import { pathToFileURL } from 'node:url';
import { MCP_EXIT, MCP_TOOLS_USAGE, runToolsCommand } from './mcp-tools-command';
import type { ReplayIo } from './replay-outcome';

type Subcommand = (args: readonly string[], io: ReplayIo) => Promise<number>;

const SUBCOMMANDS: Readonly<Record<string, { readonly run: Subcommand; readonly usage: string }>> = {
  tools: { run: runToolsCommand, usage: MCP_TOOLS_USAGE },
};

export async function mcpMain(argv: readonly string[], io: ReplayIo): Promise<number> {
  const [name, ...args] = argv;
  const subcommand = name === undefined ? undefined : SUBCOMMANDS[name];
  if (!subcommand) {
    const usages = Object.values(SUBCOMMANDS).map((entry) => `  ${entry.usage}`);
    io.err(
      `${name === undefined ? 'no subcommand' : `unknown subcommand ${name}`}\nusage:\n${usages.join('\n')}`,
    );
    return MCP_EXIT.invalid;
  }
  return subcommand.run(args, io);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await mcpMain(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}
