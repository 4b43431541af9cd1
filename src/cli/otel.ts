// `npm run otel -- <file.session.json | share URL> [--epoch <ISO time>] > trace.otlp.json`
// Replays a session in Node exactly as `npm run replay` does and prints its trace as one OTLP/JSON
// ExportTraceServiceRequest: GenAI spans (a run's invoke_agent, a chat span per model call, an
// execute_tool span per call), serialized by @opentelemetry/otlp-transformer (session/otlp/, decision 0407).
// Span times are the virtual clock's, its 0 at the Unix epoch, or at --epoch when given (a viewer that
// searches by recent time finds it there); the same session always prints the same bytes.
// Exit codes: 0 printed; 2 invalid input (arguments, a file or link that does not load, or a run the runtime
// could not carry out), as replay; 5 no progress for 20 s (the watchdog stopped it, cli-watchdog.ts); 1 a
// failure of ToolScope itself.
import { pathToFileURL } from 'node:url';
import { traceToOtlpJson } from '../session/otlp/otlp-export';
import type { ReplayIo } from './replay';
import { CLI_EXIT } from './cli-watchdog';
import { sessionTraceOf } from './session-trace';
import { runCommandWatched } from './watched-command';

export const OTEL_EXIT = { ok: 0, invalid: 2, stalled: CLI_EXIT.stalled } as const;

const USAGE = 'usage: npm run otel -- <a.session.json | share URL> [--epoch <ISO time>]';

function invalid(io: ReplayIo, reason: string): number {
  io.err(`invalid: ${reason}\n${USAGE}`);
  return OTEL_EXIT.invalid;
}

export async function otelMain(argv: readonly string[], io: ReplayIo): Promise<number> {
  const files: string[] = [];
  let epochMs = 0;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--epoch') {
      const value = argv[(i += 1)];
      const parsed = value === undefined ? Number.NaN : Date.parse(value);
      if (Number.isNaN(parsed)) return invalid(io, `--epoch takes an ISO time, got ${value ?? 'nothing'}`);
      epochMs = parsed;
    } else if (arg.startsWith('--')) return invalid(io, `unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length !== 1) return invalid(io, `one session to export, ${files.length} given`);
  const trace = await sessionTraceOf(files[0]!);
  if (!trace.ok) return invalid(io, `${files[0]}: ${trace.reason}`);
  io.out(traceToOtlpJson(trace.events, { epochMs }));
  return OTEL_EXIT.ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runCommandWatched('otel', process.argv.slice(2));
}
