// A key is handed to a provider only for the endpoint it was entered for: two local servers, the real SDK.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../../llm/testing/openai-compatible-server';
import { createInProcessRuntime } from '../host/node-runtime';
import type { RunSpec } from '../spec/run-spec';
import { scriptedSpec } from '../testing/spec-builders';
import { credentialFor } from './endpoint-credential';
import type { ProviderMode } from './provider-for-spec';

let mine: OpenAICompatibleServer;
let theirs: OpenAICompatibleServer;
beforeEach(async () => {
  const answer = () => ({ type: 'answer', answer: { content: 'Hello.' } }) as const;
  mine = await startOpenAICompatibleServer({ fallback: answer });
  theirs = await startOpenAICompatibleServer({ fallback: answer });
});
afterEach(async () => {
  await mine.close();
  await theirs.close();
});

const liveSpec = (baseURL: string): RunSpec => ({
  ...scriptedSpec([]),
  provider: { kind: 'endpoint', api: 'chat-completions', model: 'm', baseURL, stream: false },
});

async function runOnce(spec: RunSpec, apiKeyFor: string, mode: ProviderMode = 'live') {
  const credential = credentialFor(apiKeyFor, 'sk-mine-1234');
  const created = await createInProcessRuntime(spec, { mode, secrets: { credential: credential! } });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  return report.runs[0]!;
}

const bearers = (server: OpenAICompatibleServer) => server.requests.map((r) => r.headers.authorization);

describe('the key goes only to its own endpoint', () => {
  it('a session naming another endpoint sends nothing anywhere and says a key is needed for it', async () => {
    const run = await runOnce(liveSpec(theirs.baseURL), mine.baseURL);
    expect(theirs.requests).toHaveLength(0);
    expect(mine.requests).toHaveLength(0);
    expect(run.endReason).toBe('error');
    expect(run.modelError).toMatchObject({ kind: 'no-key' });
    expect(run.modelError?.message).toContain(`belongs to ${mine.baseURL}, not to this session's endpoint`);
    expect(JSON.stringify(run)).not.toContain('sk-mine-1234');
  });

  it('the same endpoint spelt differently gets the key, sent to the endpoint itself', async () => {
    const run = await runOnce(liveSpec(`${mine.baseURL.replace('http://', 'HTTP://')}/`), mine.baseURL);
    expect(run.endReason).toBe('final-answer');
    expect(bearers(mine)).toEqual(['Bearer sk-mine-1234']);
    expect(mine.requests[0]!.path).toBe('/v1/chat/completions');
  });

  it('another path on the same server is another endpoint', async () => {
    const run = await runOnce(liveSpec(mine.baseURL.replace(/\/v1$/, '/v2')), mine.baseURL);
    expect(run.modelError?.kind).toBe('no-key');
    expect(mine.requests).toHaveLength(0);
  });

  it('a fork that goes live after the recording asks only with the key of its endpoint', async () => {
    const run = await runOnce(liveSpec(theirs.baseURL), mine.baseURL, 'continue');
    expect(run.modelError?.kind).toBe('no-key');
    expect(theirs.requests).toHaveLength(0);
  });

  it('a base URL that is not an endpoint is refused before anything runs', async () => {
    const created = await createInProcessRuntime(liveSpec('https://user:pw@127.0.0.1/v1'), { mode: 'live' });
    expect(created.ok).toBe(false);
  });
});
