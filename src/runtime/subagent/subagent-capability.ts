// The Task tool's nested loop: the same ReAct loop with a read-only registry (subagent-tools.ts), its own
// step limit, read-only permission mode, its own ids and read cache, and a scoped sink, so its events nest in
// the parent's trace under `task:<callId>`, its run-start naming the Task call as its parent (decision 0408).
// It uses the parent's provider (a script scripts it too).
import {
  CounterIdSource,
  ReadCache,
  scopedSink,
  taskScope,
  type AgentParent,
  type EngineDeps,
  type SubagentCapability,
  type SubagentReport,
  type SubagentRequest,
} from '../../engine';
import type { LoopContext } from '../loop/loop-context';
import { runLoop } from '../loop/react-loop';
import type { Registry } from '../../engine';

export const SUBAGENT_SYSTEM_PROMPT =
  'You are a read-only research subagent working in /workspace. You can only read, search and list files. ' +
  'Investigate the task, then answer with a concise summary of what you found, citing file paths.';

export interface SubagentDeps {
  /** The parent's context; the nested one is derived from it. */
  readonly parent: LoopContext;
  readonly registry: Registry;
  readonly maxSteps: () => number;
}

export function createSubagentCapability(deps: SubagentDeps): SubagentCapability {
  return {
    async run(request: SubagentRequest): Promise<SubagentReport> {
      const { parent } = deps;
      const scope = taskScope(request.parentCallId);
      const agentParent: AgentParent = {
        ...(parent.scope === undefined ? {} : { scope: parent.scope }),
        callId: request.parentCallId,
        spanId: request.parentSpanId,
        step: request.parentStep,
      };
      const sink = scopedSink(parent.sink, scope);
      const ids = new CounterIdSource(`${request.parentCallId}.`);
      const readCache = new ReadCache();
      let step = 0;
      const context: LoopContext = {
        scope,
        sink,
        provider: parent.provider,
        latch: parent.latch,
        signal: parent.signal,
        executeTurn: parent.executeTurn,
        settings: () => ({
          systemPrompt: SUBAGENT_SYSTEM_PROMPT,
          maxSteps: deps.maxSteps(),
          toolChoice: 'auto',
          parallelToolCalls: parent.settings().parallelToolCalls,
        }),
        engineDeps: (): EngineDeps => {
          const base = parent.engineDeps();
          const { subagent: _none, ...rest } = base;
          return {
            ...rest,
            registry: deps.registry,
            sink,
            ids,
            readCache,
            insideSubagent: true,
            settings: { ...base.settings, permissions: { ...base.settings.permissions, mode: 'read-only' } },
          };
        },
        nextStepNumber: () => (step += 1),
        // Inputs are anchored to the main agent's steps only; a nested loop still waits for the person.
        boundary: async () => {
          await parent.latch.caughtUp();
          return parent.signal.aborted ? 'stop' : 'continue';
        },
        nowMs: () => parent.nowMs(),
      };
      const result = await runLoop(context, `${scope}:run`, [], request.prompt, agentParent);
      const summary =
        result.finalText ??
        `The subagent stopped (${result.endReason}) after ${result.steps} step(s) without a final answer.`;
      return { summary, steps: result.steps, data: { endReason: result.endReason } };
    },
  };
}
