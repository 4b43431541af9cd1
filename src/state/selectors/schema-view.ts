// The Schema tab: the `tools` array of the latest schema-build, and what changed since the one before it in
// the same agent. A subagent's build (scope `task:<callId>`) is compared with its own earlier build, never
// with the main agent's: the two have different tool sets by design, and that is not a change.
import type { OpenAITool, SchemaBuildEvent, SchemaHiddenEntry, TraceEvent } from '../../engine';
import { lastOfType } from './as-of';

export type ToolChange = 'added' | 'removed' | 'changed' | 'same';

export interface SchemaToolRow {
  readonly name: string;
  readonly tool: OpenAITool | null;
  readonly change: ToolChange;
  /** Set when the tool is missing because the engine hid it (breaker open, denied by rule). */
  readonly hidden: SchemaHiddenEntry | null;
}

export interface SchemaView {
  readonly build: SchemaBuildEvent;
  readonly previous: SchemaBuildEvent | null;
  /** Tools sent this step, then tools no longer sent (struck out in the UI). */
  readonly rows: readonly SchemaToolRow[];
}

export function selectSchemaView(events: readonly TraceEvent[]): SchemaView | null {
  const latest = lastOfType(events, 'schema-build');
  if (!latest) return null;
  const build = latest.event;
  const previous = previousInScope(events, build.scope, latest.position);
  const before = new Map((previous?.tools ?? []).map((t) => [t.function.name, t]));
  const hiddenByName = new Map(build.hidden.map((h) => [h.name, h]));
  const rows: SchemaToolRow[] = build.tools.map((tool) => {
    const old = before.get(tool.function.name);
    const change: ToolChange =
      previous === null
        ? 'same'
        : !old
          ? 'added'
          : JSON.stringify(old) === JSON.stringify(tool)
            ? 'same'
            : 'changed';
    return { name: tool.function.name, tool, change, hidden: null };
  });
  const sent = new Set(build.tools.map((t) => t.function.name));
  for (const [name, old] of before) {
    if (!sent.has(name))
      rows.push({ name, tool: old, change: 'removed', hidden: hiddenByName.get(name) ?? null });
  }
  for (const hidden of build.hidden) {
    if (!sent.has(hidden.name) && !before.has(hidden.name)) {
      rows.push({ name: hidden.name, tool: null, change: 'same', hidden });
    }
  }
  return { build, previous, rows };
}

function previousInScope(
  events: readonly TraceEvent[],
  scope: string | undefined,
  before: number,
): SchemaBuildEvent | null {
  for (let found = lastOfType(events, 'schema-build', before); found;) {
    if (found.event.scope === scope) return found.event;
    found = lastOfType(events, 'schema-build', found.position);
  }
  return null;
}
