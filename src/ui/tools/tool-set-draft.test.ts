import { describe, expect, it } from 'vitest';
import type { McpServerSpec, ToolSetSpec } from '../../state/session-edit/port-types';
import { draftOfSession, isPending, rebaseToolSetDraft, type ToolSetDraft } from './tool-set-draft';

const server: McpServerSpec = {
  name: 'everything',
  url: 'http://127.0.0.1:3001/mcp',
  trusted: false,
  tools: [{ name: 'echo', inputSchema: { type: 'object', properties: {} } }],
};
const session: ToolSetSpec = { builtin: ['Read', 'Bash'], userDefined: [] };
const edited = (draft: ToolSetDraft, change: Partial<ToolSetSpec>): ToolSetDraft => ({
  ...draft,
  edited: { ...draft.edited, ...change },
});

describe('the Tools tab’s unapplied edits across a reload', () => {
  it('keep what was edited and take what the reload changed (an MCP server connected)', () => {
    const draft = edited(draftOfSession(session), {
      builtin: ['Read'],
      descriptions: { Read: 'Reads a file, carefully.' },
    });
    const connected: ToolSetSpec = { ...session, mcp: [server] };
    const rebased = rebaseToolSetDraft(draft, connected);
    expect(rebased.edited).toEqual({
      builtin: ['Read'],
      userDefined: [],
      descriptions: { Read: 'Reads a file, carefully.' },
      mcp: [server],
    });
    expect(rebased.base).toBe(connected);
    expect(isPending(rebased)).toBe(true);
  });

  it('are pending only while they differ from the session, whatever reloaded it', () => {
    expect(isPending(rebaseToolSetDraft(null, session))).toBe(false);
    const draft = edited(draftOfSession(session), { builtin: ['Read'] });
    // Someone else applied the very same change (a fork carrying these tools): nothing is left pending.
    expect(isPending(rebaseToolSetDraft(draft, { ...session, builtin: ['Read'] }))).toBe(false);
    // An edit undone by hand is not pending either.
    expect(isPending(edited(draft, { builtin: ['Read', 'Bash'] }))).toBe(false);
  });

  it('follow the session’s MCP servers (trusted, removed) and keep the other edits', () => {
    const withServer: ToolSetSpec = { ...session, mcp: [server] };
    const draft = edited(draftOfSession(withServer), { builtin: ['Bash'] });
    const trusted: ToolSetSpec = { ...withServer, mcp: [{ ...server, trusted: true }] };
    expect(rebaseToolSetDraft(draft, trusted).edited.mcp).toEqual([{ ...server, trusted: true }]);
    const removed: ToolSetSpec = { ...session, mcp: [] };
    expect(rebaseToolSetDraft(draft, removed).edited).toEqual({
      builtin: ['Bash'],
      userDefined: [],
      mcp: [],
    });
  });

  it('without edits, are the session as it now stands', () => {
    const rebased = rebaseToolSetDraft(draftOfSession(session), { ...session, mcp: [server] });
    expect(rebased.edited).toEqual({ ...session, mcp: [server] });
    expect(isPending(rebased)).toBe(false);
  });
});
