// A session written by an older format version replays, after its upgrade, to the trace hash that version
// computed: the hashes below were printed by `npm run replay` of format 1 (commit 1ca25c3) for the fixtures
// under src/session/fixtures/v1/, as a file and as a share link at step 1.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXIT, replayMain } from './replay';

const V1 = join(import.meta.dirname, '../session/fixtures/v1');

async function replayHash(target: string): Promise<string> {
  const out: string[] = [];
  const code = await replayMain([target], { out: (l) => out.push(l), err: (l) => out.push(l) });
  expect(code, out.join('\n')).toBe(EXIT.ok);
  return out.at(-1)?.replace('traceHash=', '') ?? '';
}

describe('format 1, replayed now', () => {
  it('a recorded endpoint speaking the Responses API: the file keeps its trace hash', async () => {
    expect(await replayHash(join(V1, 'responses-endpoint.session.json'))).toBe(
      '241e4a7e5c260d4fbf1e80bcb8c28cf5642b927693cffe72c1a775b9b574633a',
    );
  });

  it('the same recording written in format 2 has the same hash', async () => {
    expect(await replayHash(join(V1, '../v2/responses-endpoint.session.json'))).toBe(
      '241e4a7e5c260d4fbf1e80bcb8c28cf5642b927693cffe72c1a775b9b574633a',
    );
  });

  it('its share link keeps the hash at the step it was shared at', async () => {
    const link = readFileSync(join(V1, 'responses-endpoint.share-link.txt'), 'utf8').trim();
    expect(await replayHash(`https://toolscope.example/${link}`)).toBe(
      'e69fd40bb16e0644528a1682bbb47aab4ccf050196fc33f5e208b0d23fc5752a',
    );
  });
});
