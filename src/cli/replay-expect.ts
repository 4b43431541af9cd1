// `--expect COND` of `npm run replay` (and a file's own `"expect"` list): conditions in the breakpoint grammar
// that the replayed recording must meet somewhere. Unlike --until they stop nothing; each is checked against
// every event shown, and one that never matched makes the command exit REPLAY_UNMET (a harness's CI check).
import { envelopeOf, mainStepAt, type TraceEvent } from '../engine';
import { breakpointKey, matchesBreakpoint, type Breakpoint } from '../runtime/stepping/breakpoint';
import { breakpointCondition } from '../runtime/stepping/breakpoint-condition';

export const EXPECT_USAGE = '[--expect CONDITION]…';

export interface ExpectationResult {
  readonly condition: string;
  /** The first event it matched (null: none did). */
  readonly seq: number | null;
  /** How that event is named in the line (empty when none matched). */
  readonly at: string;
}

/** The options' conditions, then the file's, each once. */
export function mergedExpectations(
  given: readonly Breakpoint[],
  stored: readonly Breakpoint[],
): Breakpoint[] {
  const seen = new Set<string>();
  return [...given, ...stored].filter((b) => {
    const key = breakpointKey(b);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Watches released events for each expectation's first match. */
export class ExpectationWatch {
  private readonly firstSeq = new Map<number, number>();

  constructor(private readonly expected: readonly Breakpoint[]) {}

  see(event: TraceEvent): void {
    this.expected.forEach((breakpoint, index) => {
      if (!this.firstSeq.has(index) && matchesBreakpoint(breakpoint, event))
        this.firstSeq.set(index, event.seq);
    });
  }

  results(released: readonly TraceEvent[]): ExpectationResult[] {
    return this.expected.map((breakpoint, index) => {
      const seq = this.firstSeq.get(index) ?? null;
      return {
        condition: breakpointCondition(breakpoint),
        seq,
        at: seq === null ? '' : describeEventAt(released, seq),
      };
    });
  }
}

/** `at seq 31, step 2: tool-end Edit call_2` — the step is the main agent's; a subagent's adds its own. */
export function describeEventAt(released: readonly TraceEvent[], seq: number): string {
  const index = released.findIndex((e) => e.seq === seq);
  const event = released[index];
  const what = event ? eventLabel(event) : 'event';
  const step = event ? mainStepAt(released, index) : '?';
  return `at seq ${seq}, step ${step}: ${what}`;
}

/** The event's type and envelope: what it is, the tool and call it concerns, the agent it is in. */
function eventLabel(event: TraceEvent): string {
  const { scope, step, toolName, callId } = envelopeOf(event);
  const at = scope === null ? '' : ` [${scope} step ${step}]`;
  return `${event.type}${toolName === null ? '' : ` ${toolName}`}${callId === null ? '' : ` ${callId}`}${at}`;
}
