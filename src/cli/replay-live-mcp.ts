// `npm run replay -- --live-mcp <session> [--header "Name: value"]... [--token-env VAR]`: the session re-run
// with its MCP servers live (session/mcp/mcp-live-rerun.ts: each recorded tools/list against what the server
// lists now, then the run on the model's record with every tools/call sent to the server), printing the first
// place a server answers otherwise. The headers go to every server of the session; a server that echoes them
// finds them scrubbed from what is printed.
import { createScrubber } from '../common/secrets/scrub-secrets';
import { mcpSecretSource } from '../runtime/mcp/mcp-endpoint';
import { rerunWithLiveMcpServers } from '../session/mcp/mcp-live-rerun';
import { runSpecOf } from '../session/session-document';
import type { LiveMcpArgs } from './replay-args';
import { readReplayInput } from './replay-input';
import type { ReplayIo } from './replay-outcome';

export const LIVE_MCP_EXIT = { ok: 0, invalid: 2, differs: 8 } as const;

export async function replayWithLiveMcp(args: LiveMcpArgs, io: ReplayIo): Promise<number> {
  const input = await readReplayInput(args.file);
  if (!input.ok) {
    io.err(`invalid: ${input.reason}`);
    return LIVE_MCP_EXIT.invalid;
  }
  const spec = runSpecOf(input.document);
  const servers = spec.tools.mcp ?? [];
  if (servers.length === 0) {
    io.err('invalid: the session has no MCP server to ask again (--live-mcp re-runs its MCP calls live)');
    return LIVE_MCP_EXIT.invalid;
  }
  const scrubber = createScrubber([
    mcpSecretSource(servers.map((server) => ({ url: server.url, headers: args.headers }))),
  ]);
  const calls = spec.inputs.filter((input) => input.type === 'mcp-call').length;
  const { difference } = await rerunWithLiveMcpServers(spec, () => args.headers);
  if (difference === null) {
    io.out(
      `same: every MCP server answered as recorded (${plural(servers.length, 'server')}, ${plural(calls, 'call')})`,
    );
    return LIVE_MCP_EXIT.ok;
  }
  const call = difference.callId === null ? '' : `, call ${difference.callId}`;
  io.out(`differs: ${difference.exchange} of ${difference.server}${call}, at ${difference.field}`);
  io.out(scrubber.text(difference.words));
  return LIVE_MCP_EXIT.differs;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
