// A model provider's failure, worded from its kind and status (llm/model-types.ts); the provider's English
// sentence, with the endpoint's own details, stays one click away.
import { formatCount } from '../common/format';
import { reason, type Reason } from './reason';

export interface ProviderFailure {
  readonly kind: string;
  readonly message: string;
  readonly status?: number;
  /** A response limit passed (kind `response-too-large`): which, and its figure. */
  readonly limit?: { readonly name: string; readonly max: number };
  /** A fork's recorded answer that no longer fits (the runtime's AnswerMisfit, as the page reads it). */
  readonly misfit?: { readonly reason: string; readonly tool?: string; readonly callId?: string };
}

const MISFITS = new Set(['tool-missing', 'result-changed', 'conversation-changed']);

const HINTS: Readonly<Record<string, readonly string[]>> = {
  'network-or-cors': ['network', 'cors'],
  auth: ['auth'],
  'model-not-found': ['model'],
  'rate-limited': ['rate'],
  server: ['server'],
  'bad-request': ['settings'],
  'bad-response': ['api', 'requestTab'],
  'stream-cut': ['cut'],
  'script-exhausted': ['script'],
  diverged: ['diverged'],
  'response-too-large': ['responseLimit'],
};

const WORDED = new Set([
  'network-or-cors',
  'auth',
  'model-not-found',
  'rate-limited',
  'server',
  'bad-request',
  'bad-response',
  'stream-cut',
  'no-key',
  'aborted',
  'script-exhausted',
  'diverged',
  'invalid-turn',
]);

/** Which of the two timeouts ran out: the provider names it only in its sentence. */
function timeoutKey(message: string): 'timeoutIdle' | 'timeoutTotal' {
  return message.includes('idle timeout') ? 'timeoutIdle' : 'timeoutTotal';
}

/**
 * `step`: the step the run ended at, where a fork's misfit is said. A misfit is worded in every language,
 * English too, because the provider's sentence counts requests, not the steps the page shows.
 */
export function providerErrorReason(error: ProviderFailure, step?: number): Reason {
  const { misfit } = error;
  if (misfit && MISFITS.has(misfit.reason))
    return reason(
      `provider.misfit.${misfit.reason}`,
      null,
      { tool: misfit.tool ?? '', call: misfit.callId ?? '' },
      { step: step ?? '?' },
    );
  if (error.kind === 'response-too-large' && error.limit)
    return reason(
      `provider.responseLimit.${error.limit.name}`,
      error.message,
      {},
      {
        max: formatCount(error.limit.max),
      },
    );
  const values = { status: error.status ?? '—' };
  if (error.kind === 'timeout')
    return reason(`provider.${timeoutKey(error.message)}`, error.message, {}, values);
  return reason(
    WORDED.has(error.kind) ? `provider.${error.kind}` : 'provider.other',
    error.message,
    {},
    values,
  );
}

/** The hints' keys under `reasons.provider.hint.` for this failure. */
export function providerHintKeys(error: ProviderFailure): readonly string[] {
  if (error.kind === 'timeout') return [timeoutKey(error.message)];
  return HINTS[error.kind] ?? [];
}
