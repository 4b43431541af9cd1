// What had to be assumed to read the endpoint's answer (a tool call without "type", arguments sent as an
// object, …), listed under the response so a tolerated departure from the format is never silent.
import { useTranslation } from '../../i18n/use-translation';
import type { ResponseAssumption } from '../../../engine';
import { assertNever } from '../../../common/assert-never';

export function ResponseAssumptions({ assumptions }: { assumptions: readonly ResponseAssumption[] }) {
  const { t } = useTranslation();
  if (assumptions.length === 0) return null;
  return (
    <div className="response-assumptions" data-testid="response-assumptions">
      <p className="muted">{t('provider.assumed')}</p>
      <ul>
        {assumptions.map((assumption) => (
          <li key={JSON.stringify(assumption)} data-kind={assumption.kind}>
            {describe(assumption, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function describe(assumption: ResponseAssumption, t: ReturnType<typeof useTranslation>['t']): string {
  switch (assumption.kind) {
    case 'tool-call-type-missing':
    case 'arguments-object':
    case 'arguments-missing':
      return t(`provider.assumption.${assumption.kind}`, { call: assumption.call + 1 });
    case 'tool-call-id-missing':
      return t('provider.assumption.tool-call-id-missing', { call: assumption.call + 1, id: assumption.id });
    case 'tool-call-index-missing':
      return t('provider.assumption.tool-call-index-missing', {
        call: assumption.call + 1,
        by: t(`provider.assumedBy.${assumption.by}`),
      });
    case 'finish-reason-missing':
      return t('provider.assumption.finish-reason-missing', { assumed: assumption.assumed });
    case 'choice-index-missing':
    case 'not-streamed':
      return t(`provider.assumption.${assumption.kind}`);
    default: {
      return assertNever(assumption);
    }
  }
}
