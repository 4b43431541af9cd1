// For provider tests: a fresh local server around each test (closed after it, hanging replies included), and
// the smallest request a provider can be asked.
import { afterEach, beforeEach } from 'vitest';
import type { ModelRequest } from '../model-types';
import { startOpenAICompatibleServer, type OpenAICompatibleServer } from './openai-compatible-server';

export const helloRequest: ModelRequest = {
  model: 'm',
  messages: [{ role: 'user', content: 'hi' }],
  tools: [],
  toolChoice: 'auto',
  parallelToolCalls: true,
};

/** Registers the hooks; call the returned function inside a test for that test's server. */
export function useLocalServer(): () => OpenAICompatibleServer {
  let server: OpenAICompatibleServer | undefined;
  beforeEach(async () => {
    server = await startOpenAICompatibleServer();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('useLocalServer: no server outside a test');
    return server;
  };
}
