// The heading of one entry of the MCP lane: a call by the tool the model called (or its id), on its server,
// at its step; the server's own handshake and listing when it was connected (no call) said as such.
import type { TFunction } from 'i18next';
import type { McpLaneCall } from '../../../state/selectors';

export function mcpLaneTitle(call: McpLaneCall, t: TFunction): string {
  if (call.callId === null) return t('mcpLane.listingLane', { server: call.server });
  return t('mcpLane.call', { tool: call.toolName ?? call.callId, server: call.server, step: call.step });
}
