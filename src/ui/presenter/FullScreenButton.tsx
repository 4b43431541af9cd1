// The ⤢ / ⤡ of a title bar (presenter mode): a region's (ui/app/Region.tsx) and the lesson guide's
// (ui/lessons/LessonGuide.tsx) are the same button, so they say the same and answer the same keys.
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';

export function FullScreenButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const full = useAppStore((s) => s.fullScreenRegion === id);
  const setFullScreen = useAppStore((s) => s.setFullScreenRegion);
  const label = full ? t('presenter.leaveFullScreen') : t('presenter.fullScreenOf', { region: title });
  return (
    <button
      type="button"
      className="region-full-screen"
      aria-pressed={full}
      aria-keyshortcuts="f"
      title={full ? `${label} (Escape)` : label}
      onClick={() => setFullScreen(full ? null : id)}
    >
      <span aria-hidden="true">{full ? '⤡' : '⤢'}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
