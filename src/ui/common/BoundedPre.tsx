// A long text (a call's arguments, a wire payload) drawn a piece at a time: the first TEXT_PER_PAGE
// characters, a button for the next piece, and the whole as a file download. A 1 MB argument drawn whole
// made one commit of seconds (issue 36); a piece is what a person reads anyway.
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { boundedText, TEXT_PER_PAGE } from './bounded';
import { downloadFile } from './download-file';
import { formatCount } from './format';

export function BoundedPre({
  text,
  fileName,
  render = (shown) => shown,
  ...attributes
}: {
  text: string;
  /** The download's file name. */
  fileName: string;
  /** How the shown part is drawn (bidi controls revealed, say). */
  render?: (shown: string) => string;
} & HTMLAttributes<HTMLPreElement>) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const { shown, hidden } = boundedText(text, TEXT_PER_PAGE * pages);
  return (
    <>
      <pre {...attributes}>{render(shown)}</pre>
      {hidden > 0 ? (
        <p className="bounded-more muted" data-testid="text-hidden" data-hidden={hidden}>
          {t('bounded.textHidden', { hidden: formatCount(hidden) })}{' '}
          <button type="button" onClick={() => setPages(pages + 1)}>
            {t('bounded.showText', { next: formatCount(Math.min(TEXT_PER_PAGE, hidden)) })}
          </button>{' '}
          <button type="button" onClick={() => downloadFile(text, fileName, 'text/plain')}>
            {t('bounded.download')}
          </button>
        </p>
      ) : null}
    </>
  );
}
