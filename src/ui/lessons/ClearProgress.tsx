// The gallery's "Clear progress…": asks first, in place (the question, then Clear or Cancel, focus on Cancel
// so a stray Enter keeps everything), then forgets every lesson's guesses and reveals, built-in and written
// alike (state/lesson-progress-slice.ts), and says so. Offered only while some lesson has progress.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';

type Stage = 'offer' | 'confirm' | 'cleared';

export function ClearProgress({ hasProgress }: { readonly hasProgress: boolean }) {
  const { t } = useTranslation();
  const clearProgress = useAppStore((s) => s.clearProgress);
  const [stage, setStage] = useState<Stage>('offer');
  // Focus follows the step a person took (not the first render): to Cancel, back to the offer, to the result.
  const [moved, setMoved] = useState(false);
  const offer = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  useEffect(() => {
    if (!moved) return;
    const target = { offer, confirm: cancel, cleared: said }[stage];
    target.current?.focus();
  }, [moved, stage]);
  const go = (next: Stage) => {
    setMoved(true);
    setStage(next);
  };
  if (stage === 'cleared') {
    return (
      <p ref={said} tabIndex={-1} role="status" className="lesson-progress-cleared">
        {t('lessonProgress.cleared')}
      </p>
    );
  }
  if (!hasProgress) return null;
  if (stage === 'offer') {
    return (
      <p className="lesson-progress-clear">
        <button ref={offer} type="button" onClick={() => go('confirm')}>
          {t('lessonProgress.clear')}
        </button>
      </p>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={questionId} className="lesson-progress-clear">
      <span id={questionId}>{t('lessonProgress.confirm')}</span>{' '}
      <button
        type="button"
        onClick={() => {
          clearProgress();
          go('cleared');
        }}
      >
        {t('lessonProgress.confirmYes')}
      </button>{' '}
      <button ref={cancel} type="button" onClick={() => go('offer')}>
        {t('lessonProgress.cancel')}
      </button>
    </div>
  );
}
