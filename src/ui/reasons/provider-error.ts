// A model provider's failure, worded from its kind and status (llm/model-types.ts); the provider's English
// sentence, with the endpoint's own details, stays one click away.
import { reason, type Reason } from './reason';

export interface ProviderFailure {
  readonly kind: string;
  readonly message: string;
  readonly status?: number;
}

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

export function providerErrorReason(error: ProviderFailure): Reason {
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
