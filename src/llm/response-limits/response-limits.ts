// The three limits on what one model response may send (the run settings' `responseLimits`, one group every
// provider and tool source reads), and the error a response gets when it passes one. The sentence is English
// and names the limit and its figure: it is what the trace's run-end records and the cassette replays, so it
// depends on nothing but the limit (no byte count as far as it came, which a chunk's size would move).
import { defaultsOf } from '../../common/settings-catalog/setting-values';
import { RESPONSE_LIMITS_CATALOG } from '../../engine/settings/response-limits-catalog';
import type { ModelError, ResponseLimitName, ResponseLimitPassed, ResponseLimits } from '../model-types';

export type { ResponseLimitName, ResponseLimitPassed, ResponseLimits };

/** The catalog's defaults, for a provider asked without a run's settings (a test, a CLI probe). */
export const DEFAULT_RESPONSE_LIMITS: ResponseLimits = defaultsOf(RESPONSE_LIMITS_CATALOG);

const WHAT: Readonly<Record<ResponseLimitName, (max: string) => string>> = {
  maxResponseBytes: (max) => `its body passed ${max} bytes`,
  maxToolCalls: (max) => `it asked for more than ${max} tool calls`,
  maxArgumentBytes: (max) => `one tool call's arguments passed ${max} bytes`,
};

/** The Settings tab's English label of each limit (src/ui/i18n/en/inspector.ts), for the hint. */
const LABEL: Readonly<Record<ResponseLimitName, string>> = {
  maxResponseBytes: 'Bytes of one model response',
  maxToolCalls: 'Tool calls in one model response',
  maxArgumentBytes: 'Bytes of one call’s arguments',
};

export function responseLimitError(passed: ResponseLimitPassed): ModelError {
  const max = groupDigits(passed.max);
  return {
    kind: 'response-too-large',
    message: `The model's response was refused while it streamed: ${WHAT[passed.name](max)} (the limit responseLimits.${passed.name} is ${max}), so the request was stopped.`,
    hints: [
      `If the model really needs more, raise “${LABEL[passed.name]}” under “Model request” in the Settings tab (responseLimits.${passed.name}) and step again.`,
    ],
    limit: passed,
  };
}

/** 1000000 → "1,000,000", the same on every machine (no locale). */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}
