// Connect, trust and remove reload the session from the start with the edited servers, or refuse in words.
import { describe, expect, it } from 'vitest';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import type { McpServerSpec } from './port-types';
import { planMcpServerAdd, planMcpServerRemove, planMcpTrust } from './mcp-plans';

const server: McpServerSpec = {
  name: 'everything',
  url: 'http://127.0.0.1:9/mcp',
  trusted: false,
  tools: [{ name: 'echo', inputSchema: { type: 'object', properties: {} } }],
};
const spec = scriptedSpec([{ content: 'Done.' }], { tools: ['Read'] });

describe('the MCP actions’ reload plans', () => {
  it('connecting adds the server to the tool set and reloads live from the start', () => {
    const plan = planMcpServerAdd(spec, server);
    expect(plan).toMatchObject({ ok: true, mode: 'live', forkStep: null });
    if (!plan.ok) return;
    expect(plan.spec.tools).toEqual({ ...spec.tools, mcp: [server] });
  });

  it('trusting and removing edit the named server; an unknown one is refused without a reload', () => {
    const withServer = { ...spec, tools: { ...spec.tools, mcp: [server] } };
    const trusted = planMcpTrust(withServer, 'everything', true);
    expect(trusted.ok && trusted.spec.tools.mcp).toEqual([{ ...server, trusted: true }]);
    const removed = planMcpServerRemove(withServer, 'everything');
    expect(removed.ok && removed.spec.tools.mcp).toEqual([]);
    expect(planMcpTrust(spec, 'everything', true)).toEqual({
      ok: false,
      reason: 'This session has no MCP server called "everything".',
    });
  });
});
