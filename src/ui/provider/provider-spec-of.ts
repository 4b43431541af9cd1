// The provider the form describes, as the spec's ProviderSpec (never with the key), or `replay`.
import type { ProviderSpec } from '../../state/session-edit/port-types';
import type { RememberedProvider } from '../../state/session-edit/provider-memory';
import type { ProviderChoice } from '../../state/session-edit/session-edit-slice';

export type ProviderFormProblem = 'baseURL' | 'model' | 'apiKey';

export function providerSpecOf(
  choice: ProviderChoice,
  settings: RememberedProvider,
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
    case 'openai-compatible': {
      const problems: ProviderFormProblem[] = [];
      if (!/^https?:\/\/\S+$/.test(settings.baseURL.trim())) problems.push('baseURL');
      if (settings.model.trim() === '') problems.push('model');
      if (settings.apiKey.trim() === '') problems.push('apiKey');
      if (problems.length > 0) return { ok: false, problems };
      return {
        ok: true,
        provider: {
          kind: 'openai-compatible',
          model: settings.model.trim(),
          baseURL: settings.baseURL.trim(),
          stream: true,
        },
      };
    }
    default: {
      const unreachable: never = choice;
      return unreachable;
    }
  }
}
