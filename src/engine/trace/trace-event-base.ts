// Fields every trace event carries.

/** Fields every event carries. `seq` is assigned by the log on append. */
export interface TraceEventBase {
  /** 0-based position in the log. */
  readonly seq: number;
  /** ReAct step index (the runtime's numbering; 0 before the first step). */
  readonly step: number;
  /** Virtual time in ms. */
  readonly timeMs: number;
  /** Absent for the main agent; e.g. `task:call_3` for a subagent's events nested in its parent's trace. */
  readonly scope?: string;
}
