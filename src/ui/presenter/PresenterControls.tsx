// The header's presenter controls: "Present" (Page Down / Page Up then step, for a clicker) and the text
// size (100 / 125 / 150 / 200 %).
import { useTranslation } from '../i18n/use-translation';
import { TEXT_SCALES, type TextScale } from '../../state/store';
import { useAppStore } from '../store/use-app-store';

export function PresenterControls() {
  const { t } = useTranslation();
  const presenting = useAppStore((s) => s.presenting);
  const setPresenting = useAppStore((s) => s.setPresenting);
  const textScale = useAppStore((s) => s.textScale);
  const setTextScale = useAppStore((s) => s.setTextScale);
  return (
    <>
      <button
        type="button"
        aria-pressed={presenting}
        aria-keyshortcuts="PageDown PageUp"
        title={`${t('presenter.nextStep')}${t('punctuation.colon')}PageDown · ${t('presenter.previousStep')}${t('punctuation.colon')}PageUp`}
        onClick={() => setPresenting(!presenting)}
      >
        {t('presenter.present')}
      </button>
      {/* The label is read out, and shown as a tooltip and a glyph: the header must stay one row at 1280 px. */}
      <label className="select-label" title={t('presenter.textSize')}>
        <span aria-hidden="true" translate="no" className="select-glyph">
          Aa
        </span>
        <span className="sr-only">{t('presenter.textSize')}</span>
        <select
          value={String(textScale)}
          aria-keyshortcuts="+ -"
          onChange={(event) => setTextScale(Number(event.target.value) as TextScale)}
        >
          {TEXT_SCALES.map((scale) => (
            <option key={scale} value={String(scale)}>
              {scale * 100} %
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
