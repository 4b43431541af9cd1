// The inspector's tab strip where it is one row that scrolls sideways (the embed): a ‹ or › at an end that
// hides tabs, so a reader sees there are more and reaches them with a click. The keyboard reaches every tab
// already (the arrow keys of the tablist; the tab taking the focus scrolls into view), so the cues stay out
// of the tab order. Where the strip wraps (the playground) nothing overflows and no cue shows.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cueScrollPx } from './overflow-edges';
import { useOverflowEdges } from './use-overflow-edges';

interface Props {
  readonly label: string;
  /** The selected tab's name: kept in the strip's view. */
  readonly selected: string;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly children: ReactNode;
}

/** One end's cue: for the mouse, out of the tab order (the tablist's arrow keys reach every tab). */
function Cue({ label, glyph, onPress }: { label: string; glyph: string; onPress: () => void }) {
  return (
    <button
      type="button"
      className="tab-strip-cue"
      tabIndex={-1}
      title={label}
      aria-label={label}
      onClick={onPress}
    >
      {glyph}
    </button>
  );
}

export function ScrollingTabStrip({ label, selected, onKeyDown, children }: Props) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const { edges, readerScrolled } = useOverflowEdges(strip, selected);
  const scroll = (direction: 1 | -1) => {
    readerScrolled();
    strip.current?.scrollBy({ left: direction * cueScrollPx(strip.current.clientWidth), behavior: 'smooth' });
  };
  return (
    <div
      className="tab-strip"
      data-overflow-before={edges.before || undefined}
      data-overflow-after={edges.after || undefined}
    >
      {edges.before ? <Cue label={t('tabStrip.earlier')} glyph="‹" onPress={() => scroll(-1)} /> : null}
      <div ref={strip} role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
        {children}
      </div>
      {edges.after ? <Cue label={t('tabStrip.later')} glyph="›" onPress={() => scroll(1)} /> : null}
    </div>
  );
}
