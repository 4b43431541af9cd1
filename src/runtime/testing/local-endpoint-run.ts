// A live run against the local server's replies (hostile ones included: hostile-replies.ts) through the real
// SDK and the whole runtime, with the run settings a test gives: what the page's live run does, in Node.
// loopback-recording.ts records its scripts through it.
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { ModelError } from '../../llm/model-types';
import { startOpenAICompatibleServer, type ServerReply } from '../../llm/testing/openai-compatible-server';
import { twoTurnFiles } from '../../llm/testing/provider-fixtures';
import { createInProcessRuntime } from '../host/node-runtime';
import { credentialFor } from '../providers/endpoint-credential';
import type { PartialRunSettings } from '../spec/run-settings';
import type { BuiltinToolName } from '../spec/user-tool-spec';
import type { RunSpec } from '../spec/run-spec';
import { scriptedSpec } from './spec-builders';

export interface LiveEndpointRun {
  /** The spec as the runtime exports it: its cassette holds what the endpoint answered. */
  readonly spec: RunSpec;
  readonly events: readonly TraceEvent[];
  readonly modelError: ModelError | undefined;
}

export interface EndpointRunOptions {
  readonly settings?: PartialRunSettings;
  /** Whether the provider asks for a stream (default true). */
  readonly stream?: boolean;
  readonly tools?: readonly BuiltinToolName[];
}

/** Plays `replies` in order to a run over twoTurnFiles, through the real SDK, and ends the server. */
export async function runAgainstEndpoint(
  replies: readonly ServerReply[],
  { settings = {}, stream = true, tools = ['Read', 'Write'] }: EndpointRunOptions = {},
): Promise<LiveEndpointRun> {
  const server = await startOpenAICompatibleServer();
  try {
    server.enqueue(...replies);
    const spec: RunSpec = {
      ...scriptedSpec([], { files: twoTurnFiles, tools, settings }),
      provider: {
        kind: 'endpoint',
        api: 'chat-completions',
        model: 'local-model',
        baseURL: server.baseURL,
        stream,
      },
    };
    const credential = credentialFor(server.baseURL, 'sk-local-endpoint');
    if (!credential) throw new Error('the local server has no endpoint name');
    const created = await createInProcessRuntime(spec, { mode: 'live', secrets: { credential } });
    if (!created.ok) throw new Error(created.reason);
    const report = await created.runtime.runAll();
    return {
      spec: created.runtime.exportSpec(),
      events: created.runtime.log.events,
      modelError: report.runs.at(-1)?.modelError,
    };
  } finally {
    await server.close();
  }
}
