// Small MCP servers as a session records them, for tests of the pieces that read them.
import type { McpServerSpec } from '../mcp-server-spec';

export function recordedServer(overrides: Partial<McpServerSpec> = {}): McpServerSpec {
  return {
    name: 'everything',
    url: 'http://127.0.0.1:9/mcp',
    trusted: false,
    tools: [
      {
        name: 'echo',
        description: 'Echoes back the input string',
        inputSchema: {
          type: 'object',
          properties: { message: { type: 'string', description: 'Message to echo' } },
          required: ['message'],
        },
      },
      {
        name: 'get-sum',
        description: 'Returns the sum of two numbers',
        inputSchema: {
          type: 'object',
          properties: { a: { type: 'number' }, b: { type: 'number' } },
          required: ['a', 'b'],
        },
        annotations: { readOnlyHint: true },
      },
    ],
    ...overrides,
  };
}
