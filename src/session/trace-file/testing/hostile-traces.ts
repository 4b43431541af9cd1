// Hostile trace files made from real ones: every field of one event of each type (and gate) deleted, nulled,
// given the wrong type or a huge number; events dropped, doubled, swapped; unknown types; broken lines;
// nesting too deep; long texts. Each file is JSON-lines text, as a person would open it. Used by the
// trace-file tests (Node: every accepted one goes through every selector and panel) and the e2e spec.
import type { TraceEvent } from '../../../engine/trace/trace-events';

export interface HostileTrace {
  readonly name: string;
  readonly text: string;
  /** The line the change is on (1-based), when it is one event. */
  readonly line: number | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Segment = string | number;

const toLines = (events: readonly unknown[]) =>
  events.map((event) => JSON.stringify(event)).join('\n') + '\n';

/** Renumbers `seq` after events were dropped, doubled or moved, so only the change itself is hostile. */
function renumbered(events: readonly TraceEvent[]): TraceEvent[] {
  return events.map((event, seq) => ({ ...event, seq }));
}

/** Field paths of a value (objects whole, lists by their first two items), down to `depth` levels. */
function* fieldPaths(value: Json, depth: number, prefix: Segment[] = []): Generator<Segment[]> {
  if (depth === 0 || value === null || typeof value !== 'object') return;
  const children: [Segment, Json][] = Array.isArray(value)
    ? value.slice(0, 2).map((item, i) => [i, item])
    : Object.entries(value);
  for (const [key, child] of children) {
    const path = [...prefix, key];
    yield path;
    yield* fieldPaths(child, depth - 1, path);
  }
}

const DELETE = Symbol('delete');
const VALUE_MUTATIONS: readonly [string, (old: Json) => Json | typeof DELETE][] = [
  ['deleted', () => DELETE],
  ['null', () => null],
  ['a string', (old) => (typeof old === 'string' ? 7 : 'x')],
  ['an object', (old) => (typeof old === 'object' && old !== null && !Array.isArray(old) ? [] : {})],
  ['a list', (old) => (Array.isArray(old) ? {} : [])],
  ['true', () => true],
  ['1e308', () => 1e308],
  ['-1', () => -1],
  ['1.5', () => 1.5],
  ['Infinity (1e400)', () => '__1e400__'],
  ['10,000 characters', () => 'ж'.repeat(10_000)],
];

function withValue(event: TraceEvent, path: Segment[], change: (old: Json) => Json | typeof DELETE): Json {
  const copy = structuredClone(event) as unknown as Json;
  let node = copy as Record<Segment, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<Segment, Json>;
  const last = path.at(-1)!;
  const next = change(node[last] ?? null);
  if (next !== DELETE) node[last] = next;
  else if (Array.isArray(node)) node.splice(last as number, 1);
  else delete node[last];
  return copy;
}

/** One representative event per type (and per gate and delta kind), across the traces given. */
function representatives(
  traces: readonly (readonly TraceEvent[])[],
): { trace: readonly TraceEvent[]; event: TraceEvent }[] {
  const seen = new Set<string>();
  const picked: { trace: readonly TraceEvent[]; event: TraceEvent }[] = [];
  for (const trace of traces) {
    for (const event of trace) {
      const variant =
        event.type === 'gate-check' ? event.gate : event.type === 'model-delta' ? event.delta.kind : '';
      const key = `${event.type}/${variant}`;
      if (seen.has(key)) continue;
      seen.add(key);
      picked.push({ trace, event });
    }
  }
  return picked;
}

export function hostileTraces(traces: readonly (readonly TraceEvent[])[], fieldDepth = 4): HostileTrace[] {
  const files: HostileTrace[] = [];
  const [first = []] = traces;
  const firstLines = toLines(first);

  // Lines that are not events, and files that are not traces.
  files.push({ name: 'empty file', text: '', line: null });
  files.push({ name: 'only blank lines', text: '\n \r\n\n', line: null });
  files.push({ name: 'a JSON array', text: JSON.stringify(first), line: 1 });
  files.push({ name: 'a cut last line', text: firstLines.slice(0, -20), line: first.length });
  files.push({ name: 'a line of text', text: firstLines.replace('\n', '\nnot an event\n'), line: 2 });
  for (const value of ['null', '"run-start"', '42', '[]'])
    files.push({ name: `a line holding ${value}`, text: `${value}\n${firstLines}`, line: 1 });
  files.push({
    name: 'a byte-order mark and CRLF lines',
    text: `\ufeff${firstLines.replaceAll('\n', '\r\n')}`,
    line: null,
  });

  // Events that are not of this app, or out of order.
  const line = 3;
  const at = (events: readonly unknown[]) => toLines(events);
  const third = first[line - 1]!;
  const replaced = (value: unknown) => at(first.map((event, i) => (i === line - 1 ? value : event)));
  files.push({ name: 'an unknown event type', text: replaced({ ...third, type: 'tool-explode' }), line });
  files.push({ name: 'a type that is a number', text: replaced({ ...third, type: 7 }), line });
  files.push({ name: 'no type', text: replaced({ ...third, type: undefined }), line });
  files.push({ name: 'seq missing', text: replaced({ ...third, seq: undefined }), line });
  files.push({ name: 'seq as text', text: replaced({ ...third, seq: String(third.seq) }), line });
  files.push({ name: 'seq repeated', text: replaced({ ...third, seq: third.seq - 1 }), line });
  files.push({ name: 'seq skipping one', text: at(first.filter((_, i) => i !== line - 1)), line });
  files.push({
    name: 'extra fields everywhere',
    text: at(first.map((e) => ({ ...e, zzz: { nested: [1] } }))),
    line: null,
  });
  files.push({ name: 'a subagent scope that is a number', text: replaced({ ...third, scope: 3 }), line });

  // Well-formed events in an order no run produces.
  const starts = first.findIndex((e) => e.type === 'tool-start');
  const ends = first.findIndex((e) => e.type === 'tool-end');
  const structural: [string, TraceEvent[]][] = [
    ['a tool-start dropped', first.filter((_, i) => i !== starts)],
    ['a tool-end dropped', first.filter((_, i) => i !== ends)],
    ['every event doubled', first.flatMap((e) => [e, e])],
    ['events reversed', [...first].reverse()],
    ['only the second half', first.slice(Math.floor(first.length / 2))],
    ['only the last event', first.slice(-1)],
    ['two events swapped', first.map((_, i) => first[i === starts ? ends : i === ends ? starts : i]!)],
    ['two traces one after the other', [...first, ...(traces[1] ?? first)]],
  ];
  for (const [name, events] of structural) files.push({ name, text: at(renumbered(events)), line: null });

  // Free-form JSON nested deeper than a panel can draw, and just within it.
  // Written as text: building (or stringifying) the value itself would need that deep a stack here too.
  const nest = (depth: number) => `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;
  const response = first.findIndex((e) => e.type === 'model-response');
  if (response >= 0) {
    const deep = (depth: number) =>
      at(
        first.map((e, i) =>
          i === response
            ? {
                ...e,
                wire: {
                  api: 'chat-completions',
                  request: {
                    method: 'POST',
                    url: 'http://x/v1/chat/completions',
                    headers: {},
                    body: '__nested__',
                  },
                },
              }
            : e,
        ),
      ).replace('"__nested__"', nest(depth));
    files.push({ name: 'wire body nested 10,000 deep', text: deep(10_000), line: response + 1 });
    files.push({ name: 'wire body nested 60 deep', text: deep(60), line: response + 1 });
  }

  // Every field of one event of each kind, changed.
  for (const { trace, event } of representatives(traces)) {
    const kind = event.type === 'gate-check' ? `${event.type} (${event.gate})` : event.type;
    for (const path of fieldPaths(event as unknown as Json, fieldDepth)) {
      if (path[0] === 'seq' || path[0] === 'type') continue; // covered above
      for (const [change, mutate] of VALUE_MUTATIONS) {
        const mutated = withValue(event, path, mutate);
        const text = toLines(trace.map((e) => (e === event ? mutated : e))).replace('"__1e400__"', '1e400');
        files.push({ name: `${kind}: ${path.join('.')} ${change}`, text, line: event.seq + 1 });
      }
    }
  }
  return files;
}
