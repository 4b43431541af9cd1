// The compact layout's way between regions: one button per region, the one on the stage pressed. Plain
// buttons in the tab order (not a tablist): each moves a whole region onto the stage, as ⤢ does.
import { useTranslation } from '../../i18n/use-translation';
import { useAppStore } from '../../store/use-app-store';
import { COMPACT_REGIONS, type CompactRegion } from './compact-layout';

const TITLE_KEYS: Record<CompactRegion, string> = {
  pipeline: 'pipeline.region',
  inspector: 'regions.inspector',
  conversation: 'regions.conversation',
  workspace: 'regions.workspace',
  terminal: 'regions.terminal',
};

export function RegionSwitcher() {
  const { t } = useTranslation();
  const shown = useAppStore((s) => s.compactRegion);
  const setShown = useAppStore((s) => s.setCompactRegion);
  return (
    <div role="group" aria-label={t('layout.regions')} className="region-switcher segmented">
      {COMPACT_REGIONS.map((region) => (
        <button
          key={region}
          type="button"
          aria-pressed={shown === region}
          data-switch-to={region}
          onClick={() => setShown(region)}
        >
          {t(TITLE_KEYS[region])}
        </button>
      ))}
    </div>
  );
}
