// The CLIs answer hostile session files (issue 36) within 60 s, with a documented exit code: a tool pattern
// that backtracks for hours in a JavaScript RegExp (checked on RE2 now: the call is refused INVALID_PARAM,
// exit 0), arguments nested 10,000 deep (refused INVALID_PARAM naming the limit, exit 0, where they crashed
// with a RangeError and exit 1) and a document nested 10,000 deep (exit 2, naming the limit).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess, type CliProcessRun } from './testing/run-cli-process';
import {
  deepArgumentsText,
  echoSessionDocument,
  patternSessionDocument,
  REDOS_PATTERN,
  REDOS_TEXTS,
} from '../common/testing/hostile-documents';
import { DIFF_EXIT, diffMain } from './diff';
import { OTEL_EXIT, otelMain } from './otel';
import { EXIT, replayMain } from './replay';

const dir = mkdtempSync(join(tmpdir(), 'hostile-sessions-'));
const DEEP = 10_000;

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const anyObject = { type: 'object', properties: { v: {} } };
const redosFile = file(
  'redos.session.json',
  JSON.stringify(patternSessionDocument(REDOS_PATTERN, REDOS_TEXTS[0])),
);
const deepArgumentsFile = file(
  'deep-arguments.session.json',
  JSON.stringify(echoSessionDocument(anyObject, deepArgumentsText(DEEP))),
);
// The same arguments as an object in the document: the document itself nests 10,000 deep.
const deepDocumentFile = file(
  'deep-document.session.json',
  JSON.stringify(echoSessionDocument(anyObject, { v: 'PLACEHOLDER' })).replace(
    '{"v":"PLACEHOLDER"}',
    deepArgumentsText(DEEP),
  ),
);

/** `npm run replay -- <file>` as a person runs it (tsx, the watchdog's thread), stopped at 60 s if it hangs. */
function npmRunReplay(path: string): Promise<CliProcessRun> {
  return runCliProcess('src/cli/replay.ts', [path]);
}

async function inProcess(main: typeof replayMain, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('npm run replay on hostile sessions', { timeout: 130_000 }, () => {
  it('answers a ReDoS pattern at once: the call is refused INVALID_PARAM, exit 0', async () => {
    const run = await npmRunReplay(redosFile);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toContain('call_1_1 Echo: error INVALID_PARAM');
    expect(run.ms).toBeLessThan(60_000);
  });

  it('answers arguments nested 10,000 deep: refused INVALID_PARAM naming the limit, exit 0', async () => {
    const run = await npmRunReplay(deepArgumentsFile);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toContain('call_1_1 Echo: error INVALID_PARAM');
    const json = await inProcess(replayMain, deepArgumentsFile, '--json');
    expect(json.code).toBe(EXIT.ok);
    expect(json.out.join('\n')).toContain(
      'Tool arguments are refused: the arguments nest deeper than 64 levels',
    );
  });

  it('refuses a document nested 10,000 deep with exit 2 naming the limit, in replay, otel and diff', async () => {
    const why =
      'The document nests deeper than 48 levels of arrays and objects; a session needs about a dozen.';
    expect(await inProcess(replayMain, deepDocumentFile)).toEqual({
      code: EXIT.invalid,
      out: [],
      err: [`invalid: ${why}`],
    });
    const otel = await inProcess(otelMain, deepDocumentFile);
    expect(otel.code).toBe(OTEL_EXIT.invalid);
    expect(otel.err[0]).toContain(why);
    const diff = await inProcess(diffMain, deepDocumentFile, redosFile);
    expect(diff.code).toBe(DIFF_EXIT.invalid);
    expect(diff.err[0]).toContain(why);
  });

  it('exports and compares a trace holding the refused deep arguments (otel, diff)', async () => {
    const otel = await inProcess(otelMain, deepArgumentsFile);
    expect(otel.code).toBe(OTEL_EXIT.ok);
    expect(JSON.stringify(JSON.parse(otel.out[0]!))).toContain('INVALID_PARAM');
    const diff = await inProcess(diffMain, deepArgumentsFile, deepArgumentsFile);
    expect(diff.code).toBe(DIFF_EXIT.identical);
  });
});
