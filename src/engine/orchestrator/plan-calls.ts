// Plan (seed, plan_tool_calls): turns the model's raw tool calls into planned calls (id, tool, parsed and
// validated input, concurrency safety) and partitions them into batches. Pure apart from the id source.
import { dropStrictNulls } from '../schema/strict-nulls';
import type { IdSource } from '../clock/engine-clock';
import type { ToolErrorCode } from '../protocol/tool-result';
import type { Registry, RegistryEntry } from '../registry/registry';
import type { BatchView, PlannedCallStatus, PlannedCallView } from '../trace/trace-events';
import type { RawToolCall } from '../turn-protocol/turn-types';
import { validateArguments } from '../validation/validate-arguments';
import { assignCallIds } from './assign-call-ids';
import type { ParsedArguments } from './parse-tool-call';
import { parseArguments } from './parse-tool-call';
import { partitionBatches } from './partition-batches';

export const UNKNOWN_TOOL_NAME = 'unknown_tool';

export interface PlannedCall {
  /** The plain-data view drawn in the trace. */
  readonly view: PlannedCallView;
  readonly index: number;
  readonly id: string;
  readonly toolName: string;
  readonly status: PlannedCallStatus;
  /**
   * With status `ok`, the arguments ajv validated against `entry.tool.parameters`: what a tool defined with
   * `defineTool` receives as its typed input (protocol/define-tool.ts).
   */
  readonly input: Readonly<Record<string, unknown>> | null;
  readonly rawArguments: string;
  readonly batchIndex: number | null;
  readonly entry: RegistryEntry | undefined;
  /** Set when the call must not run: the error result it gets instead. */
  readonly rejection: Rejection | null;
}

interface Rejection {
  readonly code: ToolErrorCode;
  readonly message: string;
}

export interface TurnPlan {
  readonly calls: PlannedCall[];
  readonly views: PlannedCallView[];
  readonly batches: BatchView[];
  /** Indexes of calls past the cap (answered TOO_MANY_CALLS). */
  readonly overCap: number[];
}

interface Checked {
  readonly toolName: string;
  readonly entry: RegistryEntry | undefined;
  readonly parsed: ParsedArguments;
  readonly status: PlannedCallStatus;
  readonly rejection: Rejection | null;
  readonly concurrencySafe: boolean;
}

export function planCalls(
  rawCalls: readonly RawToolCall[],
  registry: Registry,
  ids: IdSource,
  maxCallsPerTurn: number,
  /** The schema was published strict: a null for an optional property means it was left out. */
  strictSchemas = false,
): TurnPlan {
  const count = rawCalls.length;
  const assigned = assignCallIds(
    rawCalls.map((raw) => readField(raw, 'id')),
    ids,
  );
  const checked: Checked[] = [];
  const admittedSafe: boolean[] = [];
  const admittedIndexes: number[] = [];
  const overCap: number[] = [];
  for (let index = 0; index < count; index++) {
    const item = check(rawCalls[index], registry, index >= maxCallsPerTurn, maxCallsPerTurn, strictSchemas);
    checked.push(item);
    if (item.status === 'over-cap') overCap.push(index);
    else {
      admittedIndexes.push(index);
      admittedSafe.push(item.concurrencySafe);
    }
  }

  const batchOf: (number | null)[] = new Array<number | null>(count).fill(null);
  const batches = partitionBatches(admittedSafe).map((batch): BatchView => {
    const callIndexes = batch.members.map((member) => admittedIndexes[member]!);
    for (const callIndex of callIndexes) batchOf[callIndex] = batch.index;
    return { index: batch.index, concurrent: batch.concurrent, callIndexes };
  });

  const calls: PlannedCall[] = [];
  const views: PlannedCallView[] = [];
  for (let index = 0; index < count; index++) {
    const { toolName, entry, parsed, status, rejection, concurrencySafe } = checked[index]!;
    const { id, originalId, change } = assigned[index]!;
    const input = parsed.ok ? parsed.input : null;
    const batchIndex = batchOf[index]!;
    const view: PlannedCallView = {
      index,
      id,
      originalId,
      idChange: change,
      toolName,
      kind: entry ? entry.kind : 'unknown',
      rawArguments: parsed.text,
      input,
      status,
      error: rejection === null ? null : rejection.message,
      concurrencySafe,
      batchIndex,
    };
    views.push(view);
    calls.push({
      view,
      index,
      id,
      toolName,
      status,
      input,
      rawArguments: parsed.text,
      batchIndex,
      entry,
      rejection,
    });
  }
  return { calls, views, batches, overCap };
}

function check(
  raw: RawToolCall | undefined,
  registry: Registry,
  pastCap: boolean,
  cap: number,
  strictSchemas: boolean,
): Checked {
  const rawName = readField(raw, 'name');
  const toolName = typeof rawName === 'string' && rawName !== '' ? rawName : UNKNOWN_TOOL_NAME;
  const entry = toolName === UNKNOWN_TOOL_NAME ? undefined : registry.get(toolName);
  let parsed = parseArguments(readField(raw, 'arguments'));
  if (strictSchemas && parsed.ok && entry) {
    // The text stays as sent; the tool and its validation see the options the model left out as absent.
    const input = dropStrictNulls(entry.tool.parameters, parsed.input) as Record<string, unknown>;
    if (input !== parsed.input) parsed = { ...parsed, input };
  }
  if (pastCap) {
    const message = `Not run: at most ${cap} tool calls are executed per turn. Send the remaining calls in the next turn.`;
    return {
      toolName,
      entry,
      parsed,
      status: 'over-cap',
      rejection: { code: 'TOO_MANY_CALLS', message },
      concurrencySafe: false,
    };
  }
  if (!parsed.ok) {
    return {
      toolName,
      entry,
      parsed,
      status: 'parse-error',
      rejection: { code: 'INVALID_PARAM', message: parsed.error },
      concurrencySafe: false,
    };
  }
  // An unregistered name is left to the permission gate, which denies it (fail-closed) where the trace shows it.
  if (!entry)
    return { toolName, entry, parsed, status: 'unknown-tool', rejection: null, concurrencySafe: false };
  const validation = validateArguments(entry.tool, parsed.input);
  if (!validation.ok) {
    const code = validation.problem === 'schema' ? 'INTERNAL_ERROR' : 'INVALID_PARAM';
    return {
      toolName,
      entry,
      parsed,
      status: 'invalid-arguments',
      rejection: { code, message: validation.message },
      concurrencySafe: false,
    };
  }
  return {
    toolName,
    entry,
    parsed,
    status: 'ok',
    rejection: null,
    concurrencySafe: isConcurrencySafe(entry, parsed.input),
  };
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
