// The request's token total counted here (the runtime's o200k_base tokenizer over messages and tools) beside
// what the API reported (and how much of the prompt its cache served), so a harness engineer can hold one
// against the other.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ModelRequestEvent, ModelResponseEvent } from '../../../engine';
import { useTokenCounts } from '../../common/use-token-counter';
import { requestTokenTexts } from './exchange-shapes';
import { promptCacheText } from '../../common/prompt-cache';

export function RequestTokens({
  request,
  response,
}: {
  request: ModelRequestEvent;
  response: ModelResponseEvent | null;
}) {
  const { t } = useTranslation();
  const texts = useMemo(() => requestTokenTexts(request), [request]);
  const { tokens, error } = useTokenCounts(texts);
  const total = tokens?.reduce((sum, n) => sum + n, 0);
  const cache = response?.usage ? promptCacheText(response.usage, t) : null;
  return (
    <div className="request-tokens" data-testid="request-tokens">
      <h4>{t('wire.tokens.title')}</h4>
      <p data-testid="request-tokens-counted">
        {error !== null
          ? t('wire.tokens.failed', { error })
          : total === undefined
            ? t('wire.tokens.counting')
            : t('wire.tokens.counted', { count: total })}
      </p>
      {response ? (
        <p data-testid="request-tokens-reported">
          {response.usage
            ? t('wire.tokens.reported', {
                prompt: response.usage.promptTokens,
                completion: response.usage.completionTokens,
              })
            : t('wire.tokens.notReported')}
        </p>
      ) : null}
      {cache ? <p data-testid="request-tokens-cache">{cache}</p> : null}
      <p className="muted">{t('wire.tokens.note')}</p>
    </div>
  );
}
