// The guide's ⤢ / ⤡, as every region's title bar has (ui/app/Region.tsx): the guide dock laid over the
// window (presenter mode), the same element, so the learner's guesses and the folded state stay.
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/use-app-store';
import { GUIDE_REGION } from './guide-region';

export function GuideFullScreenButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const full = useAppStore((s) => s.fullScreenRegion === GUIDE_REGION);
  const setFullScreen = useAppStore((s) => s.setFullScreenRegion);
  const label = full ? t('presenter.leaveFullScreen') : t('presenter.fullScreenOf', { region: title });
  return (
    <button
      type="button"
      className="region-full-screen"
      aria-pressed={full}
      aria-keyshortcuts="f"
      title={full ? `${label} (Escape)` : label}
      onClick={() => setFullScreen(full ? null : GUIDE_REGION)}
    >
      <span aria-hidden="true">{full ? '⤡' : '⤢'}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
