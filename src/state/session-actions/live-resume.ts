// A session reopened (a reload) just after a request to an endpoint whose answer was never
// recorded: the page went away while the answer was on its way (or before it was asked for), and whatever
// had streamed in went with it — a half-streamed answer is not a point a session can return to
// (engine/trace/trace-point.ts). The page says so in place, and going on asks that step again.
//
// Asking again needs the endpoint's key, and a reopened session is never loaded with one (docs/sharing.md:
// a document never opens with a key; keys live in the page's memory, on the device only when the person
// asked). So the first Run / Step / "Run the next step" does not reach the runtime (its recording has no
// answer to give, and it has no key): it asks for the key in place, and once the person enters it (or
// chooses the one remembered for exactly this endpoint) the session is loaded again with that key, returns
// to the same point — the same events, the same trace hash — and the step the person asked for runs, which
// sends the request again.
import { eventsThroughPoint } from '../../engine/trace/trace-point';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { RunSpec } from '../../runtime/spec/run-spec';
import type { ControlCommand } from '../runtime-slice';
import type { DiscardedRequest } from '../library-slice';
import { credentialFor, endpointOf, isEndpoint } from '../session-edit/port-types';
import { keyOfBaseURL } from '../session-edit/provider-memory';
import type { SessionActionDeps } from './deps';
import { replayToPosition } from './replay-to-position';

type Found = Omit<DiscardedRequest, 'source' | 'waitingCommand'>;

/**
 * The unanswered request the events stand just after, for an endpoint's session: the last event shown is a
 * `model-request` and the recording holds fewer exchanges than requests were made (each recorded exchange
 * answers one request, in order). Null otherwise (another provider, or the answer is recorded).
 */
export function discardedRequestAt(
  events: readonly TraceEvent[],
  point: number,
  spec: RunSpec,
): Found | null {
  const provider = spec.provider;
  if (!isEndpoint(provider) || point === 0) return null;
  const shown = eventsThroughPoint(events, point);
  const last = shown.at(-1);
  if (last?.type !== 'model-request') return null;
  const requests = shown.filter((e) => e.type === 'model-request').length;
  if (requests <= (spec.cassette?.entries.length ?? 0)) return null;
  const named = endpointOf(provider.baseURL);
  if (!named.ok) return null;
  return {
    step: last.step,
    api: provider.api,
    model: provider.model,
    baseURL: provider.baseURL,
    endpoint: named.endpoint,
    point,
  };
}

/** After a reopen: notes a discarded request where the session now stands, so the page says so. */
export function noteDiscardedRequest(deps: SessionActionDeps, spec: RunSpec, point: number): void {
  const state = deps.store.getState();
  const found = discardedRequestAt(state.events, point, spec);
  state.setDiscardedRequest(found ? { ...found, source: state.traceSource, waitingCommand: null } : null);
}

/** The discarded request of the session on screen (stale once another load replaced it). */
export function shownDiscardedRequest(deps: SessionActionDeps): DiscardedRequest | null {
  const state = deps.store.getState();
  const request = state.discardedRequest;
  return request && request.source === state.traceSource ? request : null;
}

/**
 * A command that would go on past the discarded request is held, and the key asked for in place; true when
 * held. Pause and Stop are never held.
 */
export function holdForKey(deps: SessionActionDeps, command: ControlCommand): boolean {
  const request = shownDiscardedRequest(deps);
  if (!request || command === 'pause' || command === 'stop') return false;
  deps.store.getState().setDiscardedRequest({ ...request, waitingCommand: command });
  return true;
}

/** What the person gave to ask again: a key typed in place, or the one remembered for this endpoint. */
export type KeyChoice = { readonly kind: 'typed'; readonly apiKey: string } | { readonly kind: 'remembered' };

/** Whether a key for the request's endpoint is in this page's memory (entered, or remembered on the device). */
export function hasKeyFor(deps: SessionActionDeps, request: DiscardedRequest): boolean {
  return (keyOfBaseURL(deps.store.getState().providerKeys, request.baseURL)?.apiKey ?? '') !== '';
}

/**
 * Loads the session again with the key for its endpoint, returns to the same point, and gives the command
 * the person asked for: the discarded step is requested again. Resolves false when it could not (said in
 * place on the request).
 */
export async function askAgain(deps: SessionActionDeps, choice: KeyChoice): Promise<boolean> {
  const request = shownDiscardedRequest(deps);
  const port = deps.runtime();
  if (!request || !port) return false;
  const store = deps.store.getState();
  if (choice.kind === 'typed') {
    if (choice.apiKey.trim() === '') return false;
    // Filed under the session's own endpoint and protocol (the form shows them since the session opened), in
    // memory only.
    store.adoptSessionProvider({
      kind: 'endpoint',
      api: request.api,
      model: request.model,
      baseURL: request.baseURL,
      stream: true,
    });
    store.setEndpointKey({ apiKey: choice.apiKey.trim() });
  }
  const apiKey = keyOfBaseURL(deps.store.getState().providerKeys, request.baseURL)?.apiKey ?? '';
  const credential = credentialFor(request.baseURL, apiKey);
  if (!credential || credential.endpoint !== request.endpoint) return false;
  const recorded = await port.recordedState();
  if (!recorded) return false;
  const title = store.traceSource.kind === 'runtime' ? store.traceSource.title : 'session';
  store.setLibraryRestoring(true);
  try {
    // The recording first, then the endpoint: the same events up to the point, then a live request.
    const loaded = await store.openSession(recorded.spec, title, { mode: 'continue', credential });
    if (!loaded.ok) {
      if (!loaded.superseded)
        deps.store.getState().setDiscardedRequest({ ...request, failure: loaded.reason });
      return false;
    }
    await replayToPosition(deps, { released: request.point, finished: false });
    if (recorded.pending.length > 0) await port.queueInputs(recorded.pending);
  } finally {
    deps.store.getState().setLibraryRestoring(false);
  }
  deps.store.getState().setDiscardedRequest(null);
  await port.control(request.waitingCommand ?? 'step-over');
  return true;
}
