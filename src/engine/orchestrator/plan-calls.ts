// Plan (seed, plan_tool_calls): turns the model's raw tool calls into planned calls (id, tool, parsed and
// validated input, concurrency safety) and partitions them into batches. Pure apart from the id source.
import type { IdSource } from '../clock/engine-clock';
import type { ToolErrorCode } from '../protocol/tool-result';
import type { Registry, RegistryEntry } from '../registry/registry';
import type { BatchView, PlannedCallStatus, PlannedCallView } from '../trace/trace-events';
import type { RawToolCall } from '../turn/turn-types';
import { validateArguments } from '../validation/validate-arguments';
import { assignCallIds } from './assign-call-ids';
import { parseArguments } from './parse-tool-call';
import { partitionBatches } from './partition-batches';

export const UNKNOWN_TOOL_NAME = 'unknown_tool';

export interface PlannedCall extends PlannedCallView {
  readonly entry: RegistryEntry | undefined;
  /** Set when the call must not run: the error result it gets instead. */
  readonly rejection: { readonly code: ToolErrorCode; readonly message: string } | null;
}

export interface TurnPlan {
  readonly calls: PlannedCall[];
  readonly batches: BatchView[];
  /** Indexes of calls past the cap (answered TOO_MANY_CALLS). */
  readonly overCap: number[];
}

export function planCalls(
  rawCalls: readonly RawToolCall[],
  registry: Registry,
  ids: IdSource,
  maxCallsPerTurn: number,
): TurnPlan {
  const assigned = assignCallIds(
    rawCalls.map((call) => readField(call, 'id')),
    ids,
  );
  const calls: PlannedCall[] = [];
  const overCap: number[] = [];
  for (let index = 0; index < rawCalls.length; index++) {
    const raw = rawCalls[index];
    const { id, originalId, change } = assigned[index]!;
    const rawName = readField(raw, 'name');
    const toolName = typeof rawName === 'string' && rawName !== '' ? rawName : UNKNOWN_TOOL_NAME;
    const entry = toolName === UNKNOWN_TOOL_NAME ? undefined : registry.get(toolName);
    const parsed = parseArguments(readField(raw, 'arguments'));
    const base = {
      index,
      id,
      originalId,
      idChange: change,
      toolName,
      kind: entry ? entry.kind : 'unknown',
      rawArguments: parsed.text,
      entry,
    } as const;

    let status: PlannedCallStatus = 'ok';
    let rejection: PlannedCall['rejection'] = null;
    let concurrencySafe = false;
    if (index >= maxCallsPerTurn) {
      status = 'over-cap';
      rejection = {
        code: 'TOO_MANY_CALLS',
        message: `Not run: at most ${maxCallsPerTurn} tool calls are executed per turn. Send the remaining calls in the next turn.`,
      };
    } else if (!parsed.ok) {
      status = 'parse-error';
      rejection = { code: 'INVALID_PARAM', message: parsed.error };
    } else if (!entry) {
      // Left to the permission gate, which denies unregistered names (fail-closed) with the trace to show it.
      status = 'unknown-tool';
    } else {
      const check = validateArguments(entry.tool, parsed.input);
      if (!check.ok) {
        status = 'invalid-arguments';
        rejection = {
          code: check.problem === 'schema' ? 'INTERNAL_ERROR' : 'INVALID_PARAM',
          message: check.message,
        };
      } else concurrencySafe = isConcurrencySafe(entry, parsed.input);
    }
    if (status === 'over-cap') overCap.push(index);
    calls.push({
      ...base,
      input: parsed.ok ? parsed.input : null,
      status,
      error: rejection?.message ?? null,
      rejection,
      concurrencySafe,
      batchIndex: null,
    });
  }

  const admitted = calls.filter((call) => call.status !== 'over-cap');
  const batches = partitionBatches(admitted.map((call) => call.concurrencySafe)).map((batch): BatchView => ({
    index: batch.index,
    concurrent: batch.concurrent,
    callIndexes: batch.members.map((member) => admitted[member]!.index),
  }));
  for (const batch of batches) {
    for (const callIndex of batch.callIndexes) {
      calls[callIndex] = { ...calls[callIndex]!, batchIndex: batch.index };
    }
  }
  return { calls, batches, overCap };
}

function isConcurrencySafe(entry: RegistryEntry, input: Readonly<Record<string, unknown>>): boolean {
  try {
    return entry.tool.isConcurrencySafe(input) === true;
  } catch {
    return false;
  }
}

/** Reads a field of something the model sent, which may not even be an object. */
function readField(raw: unknown, field: 'id' | 'name' | 'arguments'): unknown {
  if (typeof raw !== 'object' || raw === null) return undefined;
  return Object.prototype.hasOwnProperty.call(raw, field)
    ? (raw as Record<string, unknown>)[field]
    : undefined;
}
