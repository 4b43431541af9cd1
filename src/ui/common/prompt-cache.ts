// The prompt-cache figures beside a usage, in the page's words: a figure the endpoint did not report says so
// rather than reading 0 (a session recorded before these were kept, or an API that never says them). Null when
// the usage reports neither, so a line with nothing to tell is not drawn.
import type { TFunction } from 'i18next';
import type { CachedTokens } from '../../engine/protocol/cached-tokens';

export function promptCacheText(usage: CachedTokens, t: TFunction): string | null {
  const { cacheReadTokens: read, cacheCreationTokens: written } = usage;
  if (read === undefined && written === undefined) return null;
  const figure = (value: number | undefined) =>
    value === undefined ? t('promptCache.notReported') : String(value);
  return t('promptCache.figures', { read: figure(read), written: figure(written) });
}
