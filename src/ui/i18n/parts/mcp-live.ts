// The pipeline view's own MCP words (its part: pipeline-part.ts): a tool that joined the schema, a call's
// progress and notes on its token, and a changed tool list refused at the schema stage.
import { enMcpLive } from '../en/mcp-live';
import { enMcpMore } from '../en/mcp-more';
import { partWords } from '../part-words';
import { zhMcpLive } from '../zh/mcp-live';
import { zhMcpMore } from '../zh/mcp-more';

export const mcpLiveWords = partWords({
  en: { ...enMcpLive, ...enMcpMore },
  zh: { ...zhMcpLive, ...zhMcpMore },
});
