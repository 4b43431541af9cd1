// The Task tool's nested loop: the same ReAct loop with a read-only registry (subagent-tools.ts), its own
// step limit, read-only permission mode, its own ids and read cache, and a scoped sink, so its events nest in
// the parent's trace under `task:<callId>`, its run-start naming the Task call as its parent (decision 0408).
// It uses the parent's provider (a script scripts it too).
import {
  CounterIdSource,
  ReadCache,
  scopedSink,
  subagentScope,
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

/** A subagent's tools: with the tools that start subagents (Task), or without (subagent-tools.ts). */
export interface SubagentRegistries {
  readonly leaf: Registry;
  readonly nesting: Registry;
}

export interface SubagentDeps {
  /** The parent's context; the nested one is derived from it. */
  readonly parent: LoopContext;
  /** How deep the subagent this starts is: 1 under the main agent. */
  readonly depth: number;
  readonly registries: SubagentRegistries;
  readonly maxSteps: () => number;
  /** The session's `subagentMaxDepth`, read when a subagent starts. */
  readonly maxDepth: () => number;
}

export function createSubagentCapability(deps: SubagentDeps): SubagentCapability {
  return {
    async run(request: SubagentRequest): Promise<SubagentReport> {
      const { parent } = deps;
      const scope = subagentScope(parent.scope, request.parentCallId);
      const agentParent: AgentParent = {
        ...(parent.scope === undefined ? {} : { scope: parent.scope }),
        callId: request.parentCallId,
        spanId: request.parentSpanId,
        step: request.parentStep,
      };
      const sink = scopedSink(parent.sink, scope);
      const ids = new CounterIdSource(`${request.parentCallId}.`);
      const readCache = new ReadCache();
      // May this subagent start one of its own? Only above the session's depth; otherwise it is not offered Task.
      const mayNest = deps.depth < deps.maxDepth();
      let step = 0;
      const context: LoopContext = {
        scope,
        sink,
        provider: parent.provider,
        latch: parent.latch,
        signal: parent.signal,
        executeTurn: parent.executeTurn,
        failedCalls: parent.failedCalls,
        settings: () => ({
          systemPrompt: SUBAGENT_SYSTEM_PROMPT,
          maxSteps: deps.maxSteps(),
          toolChoice: 'auto',
          parallelToolCalls: parent.settings().parallelToolCalls,
        }),
        responseLimits: () => parent.responseLimits(),
        engineDeps: (): EngineDeps => {
          const base = parent.engineDeps();
          const { subagent: _parents, ...rest } = base;
          return {
            ...rest,
            registry: mayNest ? deps.registries.nesting : deps.registries.leaf,
            ...(mayNest
              ? { subagent: createSubagentCapability({ ...deps, parent: context, depth: deps.depth + 1 }) }
              : {}),
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
