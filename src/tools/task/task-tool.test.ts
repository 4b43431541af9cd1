import { describe, expect, it } from 'vitest';
import type { SubagentRequest, ToolContext } from '../../engine/protocol/tool';
import { toolContext } from '../file-tool-kit/testing';
import { createTaskTool } from './task-tool';

const context = (overrides: Partial<ToolContext> = {}): ToolContext =>
  toolContext({ callId: 'call_7', spanId: 'span_3', step: 2, toolName: 'Task', ...overrides });

describe('Task', () => {
  it('passes the request to the subagent with the parent call, span and step, and returns its summary', async () => {
    const seen: SubagentRequest[] = [];
    const out = await createTaskTool().run(
      { description: 'find uses', prompt: 'Where is foo used?' },
      context({
        subagent: {
          run: (request) => {
            seen.push(request);
            return Promise.resolve({
              summary: 'foo is used in a.ts',
              steps: 3,
              data: { endReason: 'final-answer' },
            });
          },
        },
      }),
    );
    expect(seen).toEqual([
      {
        description: 'find uses',
        prompt: 'Where is foo used?',
        parentCallId: 'call_7',
        parentSpanId: 'span_3',
        parentStep: 2,
      },
    ]);
    expect(out).toMatchObject({ status: 'success', text: 'foo is used in a.ts', stats: { steps: 3 } });
  });

  it('marks a subagent that hit its step limit as partial', async () => {
    const out = await createTaskTool().run(
      { description: 'd', prompt: 'p' },
      context({
        subagent: {
          run: () => Promise.resolve({ summary: 'ran out', steps: 12, data: { endReason: 'max-steps' } }),
        },
      }),
    );
    expect(out.status).toBe('partial');
  });

  it('explains a missing capability (the runtime lends one only where a subagent may start)', async () => {
    const tool = createTaskTool();
    const missing = await tool.run({ description: 'd', prompt: 'p' }, context());
    expect(missing).toMatchObject({ status: 'error', errorCode: 'INTERNAL_ERROR' });
    expect(tool.isConcurrencySafe({})).toBe(false);
  });
});
