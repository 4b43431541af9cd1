// Whether a recorded answer still fits a re-run: the rule a fork replays its source's later answers by
// (decision 0710). An answer fits when the model would have been asked the same conversation (the system
// message aside: it is a setting, like the tools' descriptions, whose effect on the pipeline a fork is there
// to show) and every tool it calls is still offered. The first difference is named, so the run can stop there
// and say why.
import { assertNever } from '../../common/assert-never';
import type { AnswerMisfit } from '../answer-misfit';
import type { ModelRequest, WireMessage } from '../model-types';
import type { CassetteEntry } from './cassette';
import { firstDifference } from './first-difference';

/** `request` is 1-based: the request's number in the run, as the misfit names it. */
export function answerMisfit(
  entry: CassetteEntry,
  asked: ModelRequest,
  request: number,
): AnswerMisfit | null {
  const recorded = withoutSystem(entry.request.messages);
  const now = withoutSystem(asked.messages);
  const length = Math.max(recorded.length, now.length);
  for (let i = 0; i < length; i += 1) {
    const a = recorded[i];
    const b = now[i];
    if (a && b && firstDifference(asJson(a.message), asJson(b.message)) === undefined) continue;
    const changedResult = a?.message.role === 'tool' && b?.message.role === 'tool' ? b.message : null;
    if (
      changedResult &&
      a?.message.role === 'tool' &&
      a.message.tool_call_id === changedResult.tool_call_id
    ) {
      const callId = changedResult.tool_call_id;
      return { reason: 'result-changed', request, tool: toolOfCall(asked.messages, callId), callId };
    }
    return { reason: 'conversation-changed', request, message: (b ?? a)!.index };
  }
  if (!entry.outcome.ok) return null;
  const offered = new Set(asked.tools.map((tool) => tool.function.name));
  const missing = entry.outcome.response.toolCalls.find((call) => !offered.has(call.name));
  return missing ? { reason: 'tool-missing', request, tool: missing.name } : null;
}

/** The misfit as one English sentence (the provider's message: the CLI and the log read it). */
export function misfitSentence(misfit: AnswerMisfit): string {
  const answer = `The recorded answer to request ${misfit.request}`;
  switch (misfit.reason) {
    case 'tool-missing':
      return `${answer} calls ${misfit.tool}, which this run no longer offers; the replay stops here.`;
    case 'result-changed':
      return `${answer} read a result of ${misfit.tool} (${misfit.callId}) that came out otherwise in this run; the replay stops here.`;
    case 'conversation-changed':
      return `${answer} was given to another conversation (message ${misfit.message} differs); the replay stops here.`;
    default:
      return assertNever(misfit);
  }
}

/** Messages with their index in the request, the system message left out. */
function withoutSystem(messages: readonly WireMessage[]) {
  return messages
    .map((message, index) => ({ message, index }))
    .filter(({ message }) => message.role !== 'system');
}

function toolOfCall(messages: readonly WireMessage[], callId: string): string {
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    const call = message.tool_calls?.find((c) => c.id === callId);
    if (call) return call.function.name;
  }
  return '?';
}

/** As JSON sees it: `undefined` fields do not count as differences. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
