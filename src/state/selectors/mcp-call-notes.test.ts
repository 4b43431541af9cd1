// What the client had to do to get an MCP call's answer (issue 40: a session the server forgot, started again
// after HTTP 404) is kept in the result's `data.notes`; the call's card draws it. Read from the tool-end's
// result, so a live run and its replay draw the same; read defensively, since `data` is any tool's.
import { describe, expect, it } from 'vitest';
import { toolError, toolSuccess } from '../../engine';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import { RECORDED_CALL_ID, recordedMcpSpec, replayed } from '../../session/mcp/testing/recorded-mcp-run';
import { selectPipelineView } from './pipeline-view';
import { MCP_SESSION_RESTARTED_NOTE } from '../../runtime/mcp/mcp-call-notes';
import { mcpCallNotes } from './mcp-call-notes';

describe('an MCP call’s notes', () => {
  it('names the session started again, and keeps any other note as said', () => {
    const output = toolSuccess('ok', { blocks: ['text'], notes: [MCP_SESSION_RESTARTED_NOTE, 'Odd.'] });
    expect(mcpCallNotes(output)).toEqual([{ kind: 'session-restarted' }, { kind: 'said', text: 'Odd.' }]);
  });

  it('is nothing for a call without notes, or with data that is not notes', () => {
    expect(mcpCallNotes(toolSuccess('plain'))).toEqual([]);
    expect(mcpCallNotes(toolSuccess('x', { notes: 'not a list' }))).toEqual([]);
    expect(mcpCallNotes(toolError('EXECUTION_ERROR', 'x', { notes: [3, null] }))).toEqual([]);
  });
});

describe('an MCP call’s note on its card', () => {
  it('reaches the call’s token from its recorded answer', async () => {
    const events = await replayed(
      recordedMcpSpec({ content: [{ type: 'text', text: '3' }], notes: [MCP_SESSION_RESTARTED_NOTE] }),
    );
    const end = eventsOf(events, 'tool-end')[0]!;
    expect(end.result.text).toBe('3');
    const view = selectPipelineView(events.slice(0, events.indexOf(end) + 1))!;
    const token = view.turn!.tokens.find((candidate) => candidate.callId === RECORDED_CALL_ID);
    expect(token?.notes).toEqual([{ kind: 'session-restarted' }]);
  });

  it('is no note for a call answered in its first session', async () => {
    const events = await replayed(recordedMcpSpec({ content: [{ type: 'text', text: '3' }] }));
    const end = eventsOf(events, 'tool-end')[0]!;
    expect(end.result.text).toBe('3');
    const view = selectPipelineView(events.slice(0, events.indexOf(end) + 1))!;
    expect(view.turn!.tokens[0]?.notes).toEqual([]);
  });
});
