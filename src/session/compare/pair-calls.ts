// Which call of one run is which call of the other. A live endpoint makes fresh call ids on every run, so ids
// cannot say it: a call is known by what it is — the agent that made it, the step, the tool's name, its
// arguments (canonical JSON) and, among calls alike in all of these, its position. A subagent's agent is its
// Task call known the same way, so nested calls pair through their parent.
// Every id is then written as a token of its pair (or of its side, for a call only one run made) wherever it
// appears in an event — its callId, a history message's tool_call_id, a wire body, a subagent's scope — so the
// ids are shown (the events themselves are untouched) but never make two runs differ.
import { canonicalJson } from '../../common/canonical-json';
import type { TraceEvent } from '../../engine/trace/trace-events';

export interface CallRef {
  readonly id: string;
  readonly scope: string | null;
  readonly step: number;
  readonly name: string;
}

export interface CallPairing {
  readonly pairs: readonly { readonly left: CallRef; readonly right: CallRef }[];
  /** Calls only the left run made (removed, reading left to right). */
  readonly removed: readonly CallRef[];
  /** Calls only the right run made (added). */
  readonly added: readonly CallRef[];
  /** A text (an event's canonical JSON) with each call id of its side written as its token. */
  readonly rewrite: (side: 'left' | 'right', text: string) => string;
}

interface KnownCall {
  readonly ref: CallRef;
  /** What the call is, with no id in it: `agent|step|name|arguments#n`. */
  readonly identity: string;
}

const TASK_SCOPE = 'task:';

function callsOf(events: readonly TraceEvent[]): KnownCall[] {
  const identityOfId = new Map<string, string>();
  const counts = new Map<string, number>();
  const calls: KnownCall[] = [];
  for (const event of events) {
    if (event.type !== 'model-response') continue;
    const scope = event.scope ?? null;
    const agent = scope === null ? 'main' : agentOf(scope, identityOfId);
    for (const call of event.toolCalls) {
      // A call without an id or a name (malformed output) has nothing to map; its response row shows it.
      if (call.id === null || call.name === null) continue;
      const base = `${agent}|${event.step}|${call.name}|${argumentsKey(call.arguments)}`;
      const n = counts.get(base) ?? 0;
      counts.set(base, n + 1);
      const identity = `${base}#${n}`;
      // An id met twice (an endpoint that repeats one) keeps its first identity: the later call pairs by it.
      if (!identityOfId.has(call.id)) identityOfId.set(call.id, identity);
      calls.push({ ref: { id: call.id, scope, step: event.step, name: call.name }, identity });
    }
  }
  return calls;
}

function agentOf(scope: string, identityOfId: ReadonlyMap<string, string>): string {
  if (!scope.startsWith(TASK_SCOPE)) return scope;
  const parent = identityOfId.get(scope.slice(TASK_SCOPE.length));
  return parent === undefined ? scope : `(${parent})`;
}

/** Arguments as the model meant them: parsed and canonical when they are JSON, else the text as sent. */
function argumentsKey(text: string): string {
  try {
    return canonicalJson(JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

export function pairCalls(left: readonly TraceEvent[], right: readonly TraceEvent[]): CallPairing {
  const a = callsOf(left);
  const b = callsOf(right);
  const rightByIdentity = new Map(b.map((call) => [call.identity, call]));
  const leftIdentities = new Set(a.map((call) => call.identity));
  const pairs: { left: CallRef; right: CallRef }[] = [];
  const tokens = { left: new Map<string, string>(), right: new Map<string, string>() };
  const removed: CallRef[] = [];
  for (const call of a) {
    const partner = rightByIdentity.get(call.identity);
    if (!partner) {
      removed.push(call.ref);
      setOnce(tokens.left, call.ref.id, `⟨left-only ${call.ref.id}⟩`);
      continue;
    }
    const token = `⟨call ${pairs.length + 1}⟩`;
    pairs.push({ left: call.ref, right: partner.ref });
    setOnce(tokens.left, call.ref.id, token);
    setOnce(tokens.right, partner.ref.id, token);
  }
  const added = b.filter((call) => !leftIdentities.has(call.identity)).map((call) => call.ref);
  for (const ref of added) setOnce(tokens.right, ref.id, `⟨right-only ${ref.id}⟩`);
  const rewriters = { left: idRewriter(tokens.left), right: idRewriter(tokens.right) };
  return { pairs, removed, added, rewrite: (side, text) => rewriters[side](text) };
}

function setOnce(map: Map<string, string>, key: string, value: string): void {
  if (!map.has(key)) map.set(key, value);
}

/**
 * Rewrites every id of the map inside a text: a whole string (`"callId":"call_1"`), a scope (`task:call_1`) or
 * an id inside other text (a wire body, a message, a spill file's name `spill_1-call_1.txt`), matched whole —
 * `call_1` is not in `call_10` nor in `xcall_1`; a dash before it is a separator (ids are tried longest first,
 * so `a-call_1`, when it is an id, is found whole before `call_1` could be). It works on
 * the canonical JSON, not the object, so an event nested as deep as a hostile document allows costs no stack.
 */
function idRewriter(tokens: ReadonlyMap<string, string>): (text: string) => string {
  if (tokens.size === 0) return (text) => text;
  const ids = [...tokens.keys()].sort((x, y) => y.length - x.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![A-Za-z0-9_])(?:${ids.join('|')})(?![A-Za-z0-9_-])`, 'g');
  return (text) => text.replace(pattern, (id) => tokens.get(id) ?? id);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
