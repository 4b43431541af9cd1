// A changed tool list the registry refuses (issue 40: `tools/list_changed` whose new list cannot be
// registered) keeps the server's old tools, and says so in the trace: an `mcp-tools-refused` event at the
// boundary where the list was applied, which the pipeline view's schema stage draws at that step. The whole
// family of refusals comes from one rule (swap-mcp-tools.ts), each case here replayed from its record, no
// server needed, to the same hash twice.
import { describe, expect, it } from 'vitest';
import { eventsOf } from '../../runtime/scenarios/scenario-kit';
import type { RecordedInput } from '../../runtime/spec/recorded-input';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { selectPipelineView } from './pipeline-view';
import { recordedMcpSpec, replayed, type McpToolListing } from '../../session/mcp/testing/recorded-mcp-run';
import { traceHash } from '../../session/trace-hash';

const object = { type: 'object' as const, properties: {} };
const listing = (name: string, inputSchema: McpToolListing['inputSchema'] = object): McpToolListing => ({
  name,
  inputSchema,
});

function specWithChange(tools: readonly McpToolListing[]): RunSpec {
  const changed: RecordedInput = {
    type: 'mcp-tools-changed',
    at: { step: 2, phase: 'before-step' },
    server: 'everything',
    tools,
  };
  return recordedMcpSpec({ content: [{ type: 'text', text: '3' }] }, [changed]);
}

const CASES = [
  ['a name listed twice', [listing('echo'), listing('echo')], /echo/],
  [
    'a pattern RE2 refuses',
    [listing('lookahead', { type: 'object', properties: { q: { type: 'string', pattern: '(?=a)a' } } })],
    /pattern|RE2/i,
  ],
] as const;

describe('a changed tool list the registry refuses', () => {
  it.each(CASES)(
    '%s: the old tools are kept, the refusal is in the trace at that step, and it replays the same',
    async (_case, tools, reason) => {
      const events = await replayed(specWithChange(tools));
      const refused = eventsOf(events, 'mcp-tools-refused');
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ server: 'everything', listed: tools.length });
      expect(refused[0]!.reason).toMatch(reason);
      const builds = eventsOf(events, 'schema-build');
      const names = (index: number) => builds[index]!.tools.map((tool) => tool.function.name);
      expect(names(1)).toEqual(names(0));
      expect(names(1)).toContain('mcp__everything__get-sum');
      // The schema stage of step 2 draws it.
      const atStep2 = events.slice(0, events.indexOf(builds[1]!) + 1);
      expect(selectPipelineView(atStep2)!.schema!.refused).toEqual([
        { server: 'everything', reason: refused[0]!.reason },
      ]);
      // …and not at the step before it.
      const atStep1 = events.slice(0, events.indexOf(builds[0]!) + 1);
      expect(selectPipelineView(atStep1)!.schema!.refused).toEqual([]);
      expect(traceHash(await replayed(specWithChange(tools)))).toBe(traceHash(events));
    },
  );

  it('a list the registry takes says nothing of a refusal', async () => {
    const events = await replayed(specWithChange([listing('echo'), listing('added')]));
    expect(eventsOf(events, 'mcp-tools-refused')).toEqual([]);
    const builds = eventsOf(events, 'schema-build');
    expect(builds[1]!.tools.map((tool) => tool.function.name)).toContain('mcp__everything__added');
  });
});
