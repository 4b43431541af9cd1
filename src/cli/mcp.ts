// `npm run mcp -- <subcommand> …`: headless MCP commands (issue 40). Each subcommand is one line of the table
// below, a function of its arguments and the output it writes to: `tools` (the server's tools as the registry's
// function schemas) and `doctor` (what a page would trip on when it connects).
import { pathToFileURL } from 'node:url';
import { MCP_DOCTOR_USAGE, runDoctorCommand } from './mcp-doctor-command';
import { MCP_EXIT, MCP_TOOLS_USAGE, runToolsCommand } from './mcp-tools-command';
import type { ReplayIo } from './replay-outcome';
import { runCommandWatched } from './watched-command';

type Subcommand = (args: readonly string[], io: ReplayIo) => Promise<number>;

const SUBCOMMANDS: Readonly<Record<string, { readonly run: Subcommand; readonly usage: string }>> = {
  tools: { run: runToolsCommand, usage: MCP_TOOLS_USAGE },
  // The doctor's first usage line is the one the table prints; `doctor` alone prints all of its options.
  doctor: { run: runDoctorCommand, usage: MCP_DOCTOR_USAGE.split('\n')[0]!.replace(/^usage: /, '') },
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

// Under the watchdog like the other CLIs (watched-command.ts): a server whose answer stalls the thread cannot
// hang the command for good.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCommandWatched('mcp', process.argv.slice(2));
}
