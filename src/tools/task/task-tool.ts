// Task: hands a self-contained question to a read-only subagent and returns its summary. The tool does not
// run the nested loop itself (tools/ may not import the runtime): it asks the subagent capability that the
// engine passes in the tool context, which the runtime provides (its own registry: Read, Grep, Glob, LS;
// its own step limit; read-only permission mode; its events nested in the parent's trace).
import { defineTool, type ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import { toolError, toolPartial, toolSuccess, type ToolOutput } from '../../engine/protocol/tool-result';
import { factsOf } from '../tool-record';
import { TASK_RECORD } from './task-record';

const parameters = {
  type: 'object',
  properties: {
    description: { type: 'string', description: 'A short (3-7 word) title for the task.', minLength: 1 },
    prompt: {
      type: 'string',
      description: 'The full, self-contained instructions: the subagent sees nothing of this conversation.',
      minLength: 1,
    },
  },
  required: ['description', 'prompt'],
  additionalProperties: false,
} as const satisfies ObjectSchema;

type TaskInput = ToolInputOf<typeof parameters>;

export function createTaskTool(): Tool {
  return defineTool({
    ...factsOf(TASK_RECORD),
    description:
      'Delegate a read-only investigation to a subagent that can use Read, Grep, Glob and LS (no edits, no shell) ' +
      'for a limited number of steps, and get back its summary. Use it for broad searches whose details you do ' +
      'not need in your own context.',
    parameters,
    isConcurrencySafe: () => false,
    run: runTask,
  });
}

async function runTask(input: TaskInput, context: ToolContext): Promise<ToolOutput> {
  const { description, prompt } = input;
  // The runtime lends a subagent where one may start (the main agent, and a subagent above the session's
  // nesting depth, which alone is offered Task): anywhere else there is none to lend.
  if (!context.subagent) {
    return toolError('INTERNAL_ERROR', 'This runtime offers no subagent, so Task cannot run here.');
  }
  const report = await context.subagent.run({
    description,
    prompt,
    parentCallId: context.callId,
    parentSpanId: context.spanId,
    parentStep: context.step,
  });
  const data = { description, steps: report.steps, result: report.data };
  const stats = { steps: report.steps };
  if (report.data.endReason === 'final-answer') return toolSuccess(report.summary, data, { stats });
  if (report.data.endReason === 'aborted') return toolError('ABORTED', report.summary, data, { stats });
  // Step limit, a model error: whatever was learned is still worth returning, marked incomplete.
  return toolPartial(report.summary, data, { stats });
}
