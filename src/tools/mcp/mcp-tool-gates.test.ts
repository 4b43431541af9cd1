// An MCP tool is one more registry tool: the permission gate, the batch partition and the schema builder read
// it through the same facts as a built-in's.
import { describe, expect, it } from 'vitest';
import { BreakerStore } from '../../engine/stores/circuit-breaker';
import { decidePermission } from '../../engine/gates/permission';
import { Registry } from '../../engine/registry/registry';
import { getOpenAITools } from '../../engine/schema/openai-tools';
import type { Tool } from '../../engine/protocol/tool';
import { mcpTools, type McpToolCaller } from './mcp-tool';
import { recordedServer } from './testing/mcp-fixtures';

const NEVER_CALLED: McpToolCaller = { call: () => Promise.reject(new Error('not called in this test')) };

function toolsOf(trusted: boolean): Map<string, Tool> {
  const built = mcpTools(recordedServer({ trusted }), NEVER_CALLED);
  if (!built.ok) throw new Error(built.reason);
  return new Map(built.tools.map((tool) => [tool.name, tool]));
}

function verdict(tool: Tool, rules: { allow?: string[]; ask?: string[]; deny?: string[] } = {}) {
  return decidePermission({
    toolName: tool.name,
    tool,
    input: {},
    cwd: '/workspace',
    insideSubagent: false,
    settings: { mode: 'ask', rules: { allow: [], ask: [], deny: [], ...rules } },
    grants: [],
  });
}

describe('MCP tools at the gates', () => {
  it('asks for every tool of an untrusted server, read-only claims or not', () => {
    for (const tool of toolsOf(false).values()) {
      expect(verdict(tool)).toMatchObject({ verdict: 'ASK', rule: 'mcp.untrusted-server' });
      expect(tool.isConcurrencySafe({})).toBe(false);
    }
  });

  it('allows a trusted read-only tool and lets it share a batch; asks for one that says nothing', () => {
    const tools = toolsOf(true);
    const sum = tools.get('mcp__everything__get-sum')!;
    expect(verdict(sum)).toMatchObject({ verdict: 'ALLOW', rule: 'mcp.read-only' });
    expect(sum.isConcurrencySafe({})).toBe(true);
    expect(verdict(tools.get('mcp__everything__echo')!)).toMatchObject({
      verdict: 'ASK',
      rule: 'mcp.destructive',
    });
  });

  it('lets permission rules name an MCP tool: a deny rule blocks even a trusted read', () => {
    const sum = toolsOf(true).get('mcp__everything__get-sum')!;
    expect(verdict(sum, { deny: ['mcp__everything__get-sum'] })).toMatchObject({
      verdict: 'DENY',
      source: 'user-rule',
    });
    const echo = toolsOf(false).get('mcp__everything__echo')!;
    expect(verdict(echo, { allow: ['mcp__everything__echo'] })).toMatchObject({ verdict: 'ALLOW' });
  });

  it('keeps a trusted read in read-only mode and denies a trusted change there', () => {
    const built = mcpTools(
      recordedServer({
        trusted: true,
        tools: [
          {
            name: 'note',
            inputSchema: { type: 'object', properties: {} },
            annotations: { destructiveHint: false },
          },
        ],
      }),
      NEVER_CALLED,
    );
    if (!built.ok) throw new Error(built.reason);
    const note = built.tools[0]!;
    const inReadOnly = decidePermission({
      toolName: note.name,
      tool: note,
      input: {},
      cwd: '/workspace',
      insideSubagent: false,
      settings: { mode: 'read-only', rules: { allow: [], ask: [], deny: [] } },
      grants: [],
    });
    expect(inReadOnly.verdict).toBe('DENY');
  });

  it('offers the tools in the schema beside the built-ins, strict rewrite included', () => {
    const registry = new Registry();
    for (const tool of toolsOf(false).values()) registry.registerTool(tool);
    const build = getOpenAITools(registry, new BreakerStore(), 0, {
      strict: true,
      countTokens: (text) => text.length,
    });
    const echo = build.tools.find((tool) => tool.function.name === 'mcp__everything__echo');
    expect(echo?.function.description).toBe('Echoes back the input string');
    expect(echo?.function.parameters).toMatchObject({ required: ['message'], additionalProperties: false });
  });

  it('refuses a server whose tools collide, in words', () => {
    const built = mcpTools(
      recordedServer({
        tools: [
          { name: 'echo', inputSchema: { type: 'object', properties: {} } },
          { name: 'echo', inputSchema: { type: 'object', properties: {} } },
        ],
      }),
      NEVER_CALLED,
    );
    expect(built).toEqual({ ok: false, reason: expect.stringContaining('twice') });
  });
});
