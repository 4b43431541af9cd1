// The ReAct loop, for one user message:
//   run-start
//   for each step up to maxSteps:
//     boundary(before-step) → step-start → schema-build → model call
//     no tool calls → history-append(assistant) → step-end(final-answer) → run-end(final-answer)
//     boundary(before-tools) → executeTurn (plan, batches, gates, tools, budget, history-append)
//     boundary(after-tools) → step-end(tool-calls)
//   run-end(max-steps)
// A failed call waits for the person's retry (retried-call.ts); a failure given up on, or a stop, ends the
// run with a step-end(stopped) and run-end, never a throw.
import {
  getOpenAITools,
  schemaOptionsFrom,
  utf8ByteLength,
  type AgentParent,
  type HistoryMessage,
} from '../../engine';
import type { WireMessage } from '../../llm/model-types';
import type { LoopContext, LoopEndReason, LoopResult } from './loop-context';
import { callUntilDecided } from './retried-call';
import { loadTokenCounter } from '../tokens/load-token-counter';

export async function runLoop(
  context: LoopContext,
  runId: string,
  history: WireMessage[],
  userMessage: string,
  /** A nested agent's run names the call that started it (its span's parent); the main agent's has none. */
  parent?: AgentParent,
): Promise<LoopResult> {
  const { sink } = context;
  const startSettings = context.settings();
  let lastStep = 0;
  let stepsRun = 0;
  /** The step whose step-start is in the log without its step-end yet. */
  const open: { step: number | null } = { step: null };
  const endStep = (step: number, outcome: 'final-answer' | 'tool-calls' | 'stopped') => {
    sink.append({ type: 'step-end', step, timeMs: context.nowMs(), outcome });
    open.step = null;
  };
  const end = (reason: LoopEndReason, finalText: string | null, error: string | null): LoopResult => {
    sink.append({
      type: 'run-end',
      step: lastStep,
      timeMs: context.nowMs(),
      reason,
      finalText,
      error,
      steps: stepsRun,
    });
    return { endReason: reason, finalText, steps: stepsRun };
  };

  history.push({ role: 'user', content: userMessage });
  sink.append({
    type: 'run-start',
    step: 0,
    timeMs: context.nowMs(),
    runId,
    userMessage,
    settings: { ...startSettings },
    ...(parent === undefined ? {} : { parent }),
  });

  try {
    return await runSteps();
  } catch (error) {
    // A bug, not the model's or a person's doing: the run still ends, with the failure in its run-end, so
    // the trace, the status and whoever waits for the run all see it end instead of hanging.
    if (open.step !== null) endStep(open.step, 'stopped');
    if (context.signal.aborted) return end('aborted', null, null);
    const failure = error instanceof Error ? error.message : String(error);
    return { ...end('error', null, `The runtime failed: ${failure}`), failure };
  }

  async function runSteps(): Promise<LoopResult> {
    while (stepsRun < context.settings().maxSteps) {
      const step = context.nextStepNumber();
      lastStep = step;
      if ((await context.boundary(step, 'before-step')) === 'stop' || context.signal.aborted) {
        return end('aborted', null, null);
      }
      stepsRun += 1;
      sink.append({
        type: 'step-start',
        step,
        timeMs: context.nowMs(),
        maxSteps: context.settings().maxSteps,
      });
      open.step = step;
      // The schema-build below counts the schema's tokens: the tokenizer loads when a step first runs (once),
      // not when a session opens paused. After step-start, so a step-over pauses there at once while the
      // tables load (a second click then goes on from there, as it always did).
      const countTokens = await loadTokenCounter();
      if (context.signal.aborted) {
        endStep(step, 'stopped');
        return end('aborted', null, null);
      }
      const deps = context.engineDeps();
      const schema = getOpenAITools(
        deps.registry,
        deps.breakers,
        context.nowMs(),
        schemaOptionsFrom(deps.settings, countTokens, { sink, step }),
      );
      const { outcome, movedOn } = await callUntilDecided(context, step, history, schema);
      if (!outcome.ok) {
        endStep(step, 'stopped');
        const reason = outcome.error.kind === 'aborted' ? 'aborted' : 'error';
        const result = end(reason, null, outcome.error.kind === 'aborted' ? null : outcome.error.message);
        return { ...result, modelError: outcome.error, ...(movedOn ? { movedOn } : {}) };
      }
      const { response } = outcome;
      if (response.toolCalls.length === 0) {
        const message: HistoryMessage = { role: 'assistant', content: response.content };
        history.push(message);
        sink.append({
          type: 'history-append',
          step,
          timeMs: context.nowMs(),
          messages: [message],
          bytes: utf8ByteLength(JSON.stringify([message])),
        });
        endStep(step, 'final-answer');
        return end('final-answer', response.content, null);
      }
      if ((await context.boundary(step, 'before-tools')) === 'stop') {
        endStep(step, 'stopped');
        return end('aborted', null, null);
      }
      const turn = await context.executeTurn(
        { step, toolCalls: response.toolCalls, assistantText: response.content },
        context.engineDeps(),
      );
      history.push(...turn.messages);
      if (turn.aborted || context.signal.aborted) {
        endStep(step, 'stopped');
        return end('aborted', null, null);
      }
      const verdict = await context.boundary(step, 'after-tools');
      endStep(step, 'tool-calls');
      if (verdict === 'stop') return end('aborted', null, null);
    }
    return end('max-steps', null, null);
  }
}
