// The pipeline view's own MCP words (its part: pipeline-part.ts): a tool that joined the schema, and a call's progress on its token.
import { enMcpLive } from '../en/mcp-live';
import { partWords } from '../part-words';
import { zhMcpLive } from '../zh/mcp-live';

export const mcpLiveWords = partWords({ en: enMcpLive, zh: zhMcpLive });
