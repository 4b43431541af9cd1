// A live call's outcome travels with its wire from the connection to the record, through callers typed by
// the tools layer's `McpToolCaller` (which knows no wire): the wire rides as one more field and is split off
// where the call is recorded, so neither the outcome a run uses nor the one it records ever holds it.
import type { McpWire } from '../../engine/trace/mcp-wire';
import type { McpCallOutcome } from '../../tools/mcp/mcp-call-outcome';

export type WiredMcpOutcome = McpCallOutcome & { readonly wire?: McpWire };

export function withWire(outcome: McpCallOutcome, wire: McpWire): WiredMcpOutcome {
  return wire.length > 0 ? { ...outcome, wire } : outcome;
}

export function splitWire(wired: McpCallOutcome): { outcome: McpCallOutcome; wire?: McpWire } {
  const { wire, ...outcome } = wired as WiredMcpOutcome;
  return wire ? { outcome, wire } : { outcome };
}
