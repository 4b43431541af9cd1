// Which provider failures are a failed call that a retry may cure, and so wait for the person (decision
// 0735): what an endpoint answered or failed to answer. A Stop, a replay that no longer matches its
// recording, a script with no turns left, a person's invalid turn and a missing key are not: sending the same
// request again would meet the same wall, so they end the run as before.
import type { ModelErrorKind } from '../../llm/model-types';

const CALL_FAILURES: ReadonlySet<ModelErrorKind> = new Set<ModelErrorKind>([
  'auth',
  'model-not-found',
  'rate-limited',
  'server',
  'timeout',
  'network-or-cors',
  'bad-request',
  'bad-response',
  'stream-cut',
]);

export function isRetryableFailure(kind: ModelErrorKind): boolean {
  return CALL_FAILURES.has(kind);
}
