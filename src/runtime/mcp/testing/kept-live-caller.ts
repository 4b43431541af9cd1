// A test's live MCP callers: each run makes its own under the run's limits (McpLiveFactory), and the file
// keeps every one made, to close their connections once its tests are done.
import { liveMcpCaller, type LiveMcpCaller, type McpLiveFactory } from '../live-mcp-caller';

export function liveCallerKept(
  kept: LiveMcpCaller[],
  headersFor: (url: string) => Readonly<Record<string, string>> = () => ({}),
): McpLiveFactory {
  return (run) => {
    const caller = liveMcpCaller(headersFor, run.maxResponseBytes);
    kept.push(caller);
    return caller;
  };
}
