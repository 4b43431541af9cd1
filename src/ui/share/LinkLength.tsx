// A link's length and where it can travel (the size meter, docs/sharing.md): "1,234 characters · fits in a
// chat message". Beside every link the page offers to copy.
import type { ReactNode } from 'react';
import { linkFit } from '../../session/share/share-limits';
import { useText, type TextKey } from '../i18n/lessons-ui-text';

const FIT_TEXT: Record<ReturnType<typeof linkFit>, TextKey> = {
  chat: 'fitChat',
  everywhere: 'fitEverywhere',
  'file-only': 'fitFile',
};

interface Props {
  readonly url: string;
  readonly testId: string;
  readonly children?: ReactNode;
}

export function LinkLength({ url, testId, children }: Props) {
  const text = useText();
  const fit = linkFit(url.length);
  return (
    <p className={`share-meter share-meter-${fit}`} data-testid={testId} data-chars={url.length}>
      {url.length} {text('chars')} · {text(FIT_TEXT[fit])}
      {children}
    </p>
  );
}
