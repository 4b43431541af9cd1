// The pipeline view as a lazy part, with its own words (its MCP marks: i18n/parts/mcp-live.ts), shared by the
// playground's layout and the embedded player so both load the same chunks.
import { lazyPart } from '../common/lazy-part';

export const PipelinePart = lazyPart(
  'pipeline',
  () => import('./PipelinePanel').then((m) => m.PipelinePanel),
  () => import('../i18n/parts/mcp-live').then((m) => [m.mcpLiveWords]),
);
