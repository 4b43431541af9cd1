// The line under a list drawn a page at a time (ui/common/bounded.ts): how many items are not drawn, and a
// button that draws the next page.
import { useTranslation } from '../i18n/use-translation';
import { formatCount } from './format';

/** What the list holds, for its words (`bounded.<items>Hidden`). */
export type ListedItems = 'calls' | 'chunks';

export function ShowMore({
  items,
  hidden,
  next,
  onMore,
}: {
  items: ListedItems;
  hidden: number;
  next: number;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (hidden <= 0) return null;
  return (
    <p className="bounded-more muted" data-testid={`${items}-hidden`} data-hidden={hidden}>
      {t(`bounded.${items}Hidden`, { hidden: formatCount(hidden) })}{' '}
      <button type="button" onClick={onMore}>
        {t('bounded.showMore', { next: formatCount(Math.min(next, hidden)) })}
      </button>
    </p>
  );
}
