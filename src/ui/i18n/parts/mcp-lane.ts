// The MCP lane's own words (the Request tab's view of each MCP call's messages); the button that shows the
// lane is worded in the first screen's dictionary (wire.view.mcp).
import { enMcpLane } from '../en/mcp-lane';
import { partWords } from '../part-words';
import { zhMcpLane } from '../zh/mcp-lane';

export const mcpLaneWords = partWords({ en: enMcpLane, zh: zhMcpLane });
