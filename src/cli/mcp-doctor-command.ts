// `npm run mcp -- doctor <url>`: what a page would trip on when connecting to this MCP server (issue 40, item
// 4). Node ignores CORS, so here the doctor reads the preflight and the answer's CORS headers directly, which a
// page cannot (docs/mcp-doctor.md). One finding per line, with what to change on the server.
// Exit codes: 0 a page could connect; 1 it could not; 2 usage error. `args` are those after `doctor`.
import { DEFAULT_ORIGIN, DEFAULT_TIMEOUT_MS, diagnoseMcpConnection } from '../common/mcp-doctor/diagnose';
import { pageCanConnect, type Finding } from '../common/mcp-doctor/finding';
import type { Probe } from '../common/mcp-doctor/probe';
import { CLI_DOCTOR_WORDS, fillWords } from './mcp-doctor-words';
import { HEADER_ARGS_HELP, HEADER_ARGS_USAGE, readHeaderArg } from './mcp-header-args';

export interface DoctorIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Node's fetch unless a test passes another. */
  readonly fetch?: Probe;
  /** Where --token-env reads from: process.env unless a test passes another. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export const DOCTOR_EXIT = { canConnect: 0, cannotConnect: 1, usage: 2 } as const;

export const MCP_DOCTOR_USAGE = [
  `usage: npm run mcp -- doctor <url> ${HEADER_ARGS_USAGE} [--origin URL] [--timeout MS] [--json]`,
  ...HEADER_ARGS_HELP,
  `  --origin URL     the page's origin the preflight is asked for (default ${DEFAULT_ORIGIN})`,
  `  --timeout MS     per request (default ${DEFAULT_TIMEOUT_MS})`,
  '  --json           one JSON finding per line ({code, severity, params}) instead of words',
].join('\n');

interface DoctorArgs {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly origin: string;
  readonly timeoutMs: number;
  readonly json: boolean;
}

type Parsed = { ok: true; args: DoctorArgs } | { ok: false; reason: string };

function parseArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Parsed {
  const urls: string[] = [];
  const headers: Record<string, string> = {};
  let origin = DEFAULT_ORIGIN;
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => argv[(i += 1)];
    const took = readHeaderArg(argv, i, headers, env);
    if (typeof took !== 'number') return { ok: false, reason: took.refused };
    if (took > 0) i += took - 1;
    else if (arg === '--json') json = true;
    else if (arg === '--origin') origin = value() ?? '';
    else if (arg === '--timeout') {
      timeoutMs = Number(value());
      if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
        return { ok: false, reason: '--timeout needs a whole number of ms' };
    } else if (arg.startsWith('--')) return { ok: false, reason: `unknown option ${arg}` };
    else urls.push(arg);
  }
  if (urls.length !== 1) return { ok: false, reason: `one server URL, ${urls.length} given` };
  if (!/^https?:\/\/[^/]+$/.test(origin))
    return { ok: false, reason: `--origin needs an origin such as ${DEFAULT_ORIGIN}` };
  return { ok: true, args: { url: urls[0]!, headers, origin, timeoutMs, json } };
}

const MARK = { error: 'x', warning: '!', info: 'i', ok: '+' } as const;

/** One line: the mark, the code (for searching the docs), what was found, and what to change when there is any. */
export function findingLine(found: Finding): string {
  const words = CLI_DOCTOR_WORDS[found.code];
  const says = fillWords(words.says, found.params);
  const change = found.severity === 'ok' ? '' : ` -> change: ${fillWords(words.fix, found.params)}`;
  return `${MARK[found.severity]} ${found.code}: ${says}${change}`;
}

export async function runDoctorCommand(argv: readonly string[], io: DoctorIo): Promise<number> {
  const parsed = parseArgs(argv, io.env ?? process.env);
  if (!parsed.ok) {
    io.err(`${parsed.reason}\n${MCP_DOCTOR_USAGE}`);
    return DOCTOR_EXIT.usage;
  }
  const { url, headers, origin, timeoutMs, json } = parsed.args;
  const findings = await diagnoseMcpConnection({ url, headers, origin }, io.fetch ?? fetch, 'node', {
    timeoutMs,
  });
  for (const found of findings) io.out(json ? JSON.stringify(found) : findingLine(found));
  const canConnect = pageCanConnect(findings);
  if (!json) io.out(canConnect ? `A page at ${origin} can connect.` : `A page at ${origin} cannot connect.`);
  return canConnect ? DOCTOR_EXIT.canConnect : DOCTOR_EXIT.cannotConnect;
}
