// The Tools tab's unapplied edits, kept apart from the session they were made against. Anything may reload
// the session under the tab (an MCP connect, trust or remove applies at once; so do Settings, a fork, a
// provider change): the edits then carry over onto the session as it now stands, and "pending" is whether
// the edits still differ from it, so the tab never says pending about edits it no longer holds, nor drops
// edits it says are pending.
import { canonicalJson } from '../../common/canonical-json';
import type { ToolSetSpec } from '../../state/session-edit/port-types';

export interface ToolSetDraft {
  /** The session's tool set the edits were made against. */
  readonly base: ToolSetSpec;
  /** The tool set as the person has edited it (the base when nothing was edited). */
  readonly edited: ToolSetSpec;
}

export function draftOfSession(session: ToolSetSpec): ToolSetDraft {
  return { base: session, edited: session };
}

/** The same edits over the session's tool set as it stands now. */
export function rebaseToolSetDraft(draft: ToolSetDraft | null, session: ToolSetSpec): ToolSetDraft {
  if (draft === null || !isPending(draft)) return draftOfSession(session);
  // Part by part: what the person changed stays theirs, what they left alone follows the session.
  const parts = new Set([...Object.keys(draft.base), ...Object.keys(draft.edited), ...Object.keys(session)]);
  const edited: Record<string, unknown> = {};
  for (const part of parts) {
    const key = part as keyof ToolSetSpec;
    const value = same(draft.edited[key], draft.base[key]) ? session[key] : draft.edited[key];
    if (value !== undefined) edited[part] = value;
  }
  return { base: session, edited: edited as unknown as ToolSetSpec };
}

export function isPending(draft: ToolSetDraft): boolean {
  return !same(draft.edited, draft.base);
}

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
