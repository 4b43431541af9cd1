// A provider's failure never carries its own API key, even where the endpoint echoed it into its words: every
// endpoint provider passes its errors through here before the page or the record sees them.
import type { ModelError } from './model-types';
import { API_KEY_LABEL } from '../common/secrets/known-secrets';

export function keyScrubbedError(error: ModelError, apiKey: string): ModelError {
  // A key this short (a local server takes any) would cut ordinary words out of the message.
  if (apiKey.length < 4) return error;
  const scrub = (text: string) => text.split(apiKey).join(API_KEY_LABEL);
  return {
    ...error,
    message: scrub(error.message),
    hints: error.hints.map(scrub),
    ...(error.detail === undefined ? {} : { detail: scrub(error.detail) }),
  };
}
