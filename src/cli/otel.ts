// `npm run otel -- <file.session.json | share URL> [--protocol http/json|http/protobuf] [--epoch <ISO time>]
//                 [--out <file>] [--endpoint <collector URL>]`
// Replays a session in Node exactly as `npm run replay` does and exports its trace as one OTLP
// ExportTraceServiceRequest: GenAI spans (a run's invoke_agent, a chat span per model call, an execute_tool
// span per call), serialized by @opentelemetry/otlp-transformer (session/otlp/, decisions 0407, 0820).
// Span times are real where the session recorded them (a live model call's wire times), else the virtual
// clock's placed from them; --epoch puts every span on the virtual clock with its 0 there instead (the same
// session always prints the same bytes then). OTLP/JSON is printed unless --out writes it to a file;
// protobuf is binary, so it needs --out or --endpoint. --endpoint POSTs it to a collector's /v1/traces.
// Exit codes: 0 exported; 2 invalid input (arguments, a file or link that does not load, or a run the
// runtime could not carry out), as replay; 3 the collector refused it or could not be reached; 5 no
// progress for 20 s (the watchdog stopped it, cli-watchdog.ts); 1 a failure of ToolScope itself.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { encodeOtlp, type OtlpExportOptions } from '../session/otlp/otlp-export';
import { otlpPostInWords, postOtlp } from '../session/otlp/otlp-post';
import { isOtlpProtocol, type OtlpProtocol } from '../session/otlp/otlp-protocol';
import type { ReplayIo } from './replay';
import { CLI_EXIT } from './cli-watchdog';
import { sessionTraceOf } from './session-trace';
import { runCommandWatched } from './watched-command';

export const OTEL_EXIT = { ok: 0, invalid: 2, notSent: 3, stalled: CLI_EXIT.stalled } as const;

const USAGE =
  'usage: npm run otel -- <a.session.json | share URL> [--protocol http/json|http/protobuf] [--epoch <ISO time>] [--out <file>] [--endpoint <collector URL>]';

function invalid(io: ReplayIo, reason: string): number {
  io.err(`invalid: ${reason}\n${USAGE}`);
  return OTEL_EXIT.invalid;
}

interface OtelArgs {
  readonly file: string;
  readonly protocol: OtlpProtocol;
  readonly clock: OtlpExportOptions;
  readonly out: string | null;
  readonly endpoint: string | null;
}

function parseArgs(argv: readonly string[]): OtelArgs | string {
  const files: string[] = [];
  let protocol: OtlpProtocol = 'http/json';
  let clock: OtlpExportOptions = {};
  let out: string | null = null;
  let endpoint: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => argv[(i += 1)];
    if (arg === '--epoch') {
      const given = value();
      const parsed = given === undefined ? Number.NaN : Date.parse(given);
      if (Number.isNaN(parsed)) return `--epoch takes an ISO time, got ${given ?? 'nothing'}`;
      clock = { timeBase: 'virtual', epochMs: parsed };
    } else if (arg === '--protocol') {
      const given = value() ?? '';
      if (!isOtlpProtocol(given))
        return `--protocol takes http/json or http/protobuf, got ${given || 'nothing'}`;
      protocol = given;
    } else if (arg === '--out' || arg === '--endpoint') {
      const given = value();
      if (given === undefined || given === '') return `${arg} takes a value`;
      if (arg === '--out') out = given;
      else endpoint = given;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else files.push(arg);
  }
  if (files.length !== 1) return `one session to export, ${files.length} given`;
  if (protocol === 'http/protobuf' && out === null && endpoint === null)
    return 'http/protobuf is binary: give --out <file> or --endpoint <collector URL>';
  return { file: files[0]!, protocol, clock, out, endpoint };
}

export async function otelMain(argv: readonly string[], io: ReplayIo): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') return invalid(io, args);
  const trace = await sessionTraceOf(args.file);
  if (!trace.ok) return invalid(io, `${args.file}: ${trace.reason}`);
  const encoded = encodeOtlp(trace.events, args.protocol, args.clock);
  if (args.out !== null) writeFileSync(args.out, encoded.body);
  else if (args.endpoint === null) io.out(new TextDecoder().decode(encoded.body));
  if (args.endpoint === null) return OTEL_EXIT.ok;
  const sent = await postOtlp(args.endpoint, encoded, fetch);
  io.err(otlpPostInWords(sent));
  return sent.ok ? OTEL_EXIT.ok : OTEL_EXIT.notSent;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCommandWatched('otel', process.argv.slice(2));
}
