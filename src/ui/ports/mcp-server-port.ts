// "Connect an MCP server…" lists the server's tools in the runtime worker, where the SDK runs (decision 0800):
// the compose layer plugs in the runtime's `listMcpServer`; without it (a test, the embedded player before
// its runtime starts) the form says there is no runtime to connect from.
import type { McpEndpoint, McpServerListing } from '../../state/session-edit/port-types';

export type { McpEndpoint, McpServerListing };

export type McpServerLister = (endpoint: McpEndpoint) => Promise<McpServerListing>;
