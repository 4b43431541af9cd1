// What a fork's tool set changed, by tool name: what the fork's document records (the tools themselves are
// in its `tools`), so a reader sees at a glance which tools a comparison is about.
import { canonicalJson } from '../../common/canonical-json';
import type { ToolSetChange } from '../../runtime/spec/fork-origin';
import type { ToolSetSpec } from '../../runtime/spec/user-tool-spec';

export function toolSetChange(before: ToolSetSpec, after: ToolSetSpec): ToolSetChange {
  const was = definitions(before);
  const now = definitions(after);
  return {
    added: [...now.keys()].filter((name) => !was.has(name)),
    removed: [...was.keys()].filter((name) => !now.has(name)),
    edited: [...now.keys()].filter((name) => was.has(name) && was.get(name) !== now.get(name)),
  };
}

export function isNoToolChange(change: ToolSetChange): boolean {
  return change.added.length + change.removed.length + change.edited.length === 0;
}

/** Each tool the set offers, by name, with what defines it as canonical JSON. */
function definitions(tools: ToolSetSpec): Map<string, string> {
  const byName = new Map<string, string>();
  for (const name of tools.builtin)
    byName.set(name, canonicalJson({ description: tools.descriptions?.[name] ?? null }));
  for (const tool of tools.userDefined) byName.set(tool.name, canonicalJson(tool));
  return byName;
}
