// What the chosen API's shape could not carry of this turn, said beside the converted JSON (docs/llm.md
// lists every kind).
import { useTranslation } from '../../i18n/use-translation';
import type { ShapeLoss } from '../../../engine/wire-shapes';
import { assertNever } from '../../../common/assert-never';

export function ShapeLosses({ losses }: { losses: readonly ShapeLoss[] }) {
  const { t } = useTranslation();
  if (losses.length === 0) return null;
  return (
    <div className="shape-losses" data-testid="shape-losses">
      <p className="muted">{t('wire.losses')}</p>
      <ul>
        {losses.map((loss) => (
          <li key={JSON.stringify(loss)} data-kind={loss.kind}>
            {describe(loss, t)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function describe(loss: ShapeLoss, t: ReturnType<typeof useTranslation>['t']): string {
  switch (loss.kind) {
    case 'system-merged':
      return t('wire.loss.system-merged', { message: loss.message + 1 });
    case 'arguments-not-object':
    case 'arguments-reformatted':
      return t(`wire.loss.${loss.kind}`, { callId: loss.callId });
    case 'parallel-flag-dropped':
      return t('wire.loss.parallel-flag-dropped');
    case 'strict-dropped':
      return t('wire.loss.strict-dropped', { tool: loss.tool });
    case 'finish-reason-approximated':
      return t('wire.loss.finish-reason-approximated', { finishReason: loss.finishReason });
    default: {
      return assertNever(loss);
    }
  }
}
