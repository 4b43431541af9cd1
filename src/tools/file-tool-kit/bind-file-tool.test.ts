import { describe, expect, it } from 'vitest';
import { toolSuccess } from '../../engine/protocol/tool-result';
import { createEditTool } from '../edit/edit-tool';
import { createGlobTool } from '../glob/glob-tool';
import { createGrepTool } from '../grep/grep-tool';
import { createLsTool } from '../ls/ls-tool';
import { createReadTool } from '../read/read-tool';
import { createWriteTool } from '../write/write-tool';
import { bindFileTool } from './bind-file-tool';
import { toolContext, workspaceWith } from './testing';

describe('bindFileTool', () => {
  it('hands the bound workspace and the call to run, and answers safety as declared', async () => {
    const ws = await workspaceWith({ 'a.txt': 'a' });
    const tool = bindFileTool(ws, {
      record: { name: 'Probe', lockUse: 'none', inSubagents: 'no' },
      description: 'Probe.',
      parameters: { type: 'object', properties: {} },
      concurrencySafe: false,
      run: async (workspace, input, context) =>
        toolSuccess(`${await workspace.readTextFile('a.txt')} ${String(input.x)} ${context.callId}`),
    });
    expect(tool.isConcurrencySafe({})).toBe(false);
    const out = await tool.run({ x: 1 }, toolContext());
    expect(out.text).toBe(`a 1 ${toolContext().callId}`);
  });

  it('makes the read tools concurrency-safe and the writing tools not, with their lock use', async () => {
    const ws = await workspaceWith({});
    const tools = [
      createReadTool,
      createGrepTool,
      createGlobTool,
      createLsTool,
      createWriteTool,
      createEditTool,
    ].map((create) => create(ws));
    expect(tools.map((t) => [t.name, t.isConcurrencySafe({}), t.lockUse])).toEqual([
      ['Read', true, 'none'],
      ['Grep', true, 'none'],
      ['Glob', true, 'none'],
      ['LS', true, 'none'],
      ['Write', false, 'write'],
      ['Edit', false, 'edit'],
    ]);
  });
});
