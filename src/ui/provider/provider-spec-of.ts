// The provider the form describes, as the spec's ProviderSpec (never with the key), or `replay`. The key asked
// for is the one entered for the endpoint the form names; the timeouts are the two the provider has.
import { endpointOf, type ProviderSpec } from '../../state/session-edit/port-types';
import {
  keyOfBaseURL,
  type EndpointKeys,
  type ProviderDraft,
} from '../../state/session-edit/provider-memory';
import type { ProviderChoice } from '../../state/session-edit/session-edit-slice';
import { assertNever } from '../../common/assert-never';

export type ProviderFormProblem = 'baseURL' | 'model' | 'apiKey' | 'timeoutMs' | 'idleTimeoutMs';

/** The range the session schema allows for both timeouts, in ms. */
export const TIMEOUT_RANGE_MS = { min: 1, max: 3_600_000 } as const;

export function providerSpecOf(
  choice: ProviderChoice,
  draft: ProviderDraft,
  keys: EndpointKeys,
  current: ProviderSpec | null,
): { ok: true; provider: ProviderSpec | 'replay' } | { ok: false; problems: ProviderFormProblem[] } {
  switch (choice) {
    case 'replay':
      return { ok: true, provider: 'replay' };
    case 'human':
      return { ok: true, provider: { kind: 'human', model: 'human' } };
    case 'scripted':
      // The session's own script when it has one; otherwise an empty script (the run says it ran out).
      return {
        ok: true,
        provider:
          current?.kind === 'scripted' ? current : { kind: 'scripted', model: 'scripted', script: [] },
      };
    case 'endpoint': {
      const problems: ProviderFormProblem[] = [];
      if (!endpointOf(draft.baseURL).ok) problems.push('baseURL');
      if (draft.model.trim() === '') problems.push('model');
      if ((keyOfBaseURL(keys, draft.baseURL)?.apiKey.trim() ?? '') === '') problems.push('apiKey');
      const timeoutMs = timeoutOf(draft.timeoutMs);
      if (timeoutMs === null) problems.push('timeoutMs');
      const idleTimeoutMs = timeoutOf(draft.idleTimeoutMs);
      if (idleTimeoutMs === null) problems.push('idleTimeoutMs');
      if (problems.length > 0 || timeoutMs === null || idleTimeoutMs === null) return { ok: false, problems };
      return {
        ok: true,
        provider: {
          kind: 'endpoint',
          api: draft.api,
          model: draft.model.trim(),
          baseURL: draft.baseURL.trim(),
          stream: draft.stream,
          ...(timeoutMs === undefined ? {} : { timeoutMs }),
          ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMs }),
        },
      };
    }
    default: {
      return assertNever(choice);
    }
  }
}

/** Empty: the default (undefined); a whole number of ms in range; otherwise null (a problem). */
function timeoutOf(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^[0-9]+$/.test(trimmed)) return null;
  const ms = Number(trimmed);
  return ms >= TIMEOUT_RANGE_MS.min && ms <= TIMEOUT_RANGE_MS.max ? ms : null;
}
