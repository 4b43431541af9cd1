// What one model response (and, in later issues, any tool source: an MCP result, a local model) may send
// before it is refused: its bytes, its tool calls and one call's arguments. One group shared by every
// provider, so a new source reads the same three limits instead of inventing its own. They are checked in the
// runtime worker while the answer streams (llm/response-limits/), so nothing past them is read, recorded or
// posted to the page. Defaults and why: docs/limits.md, "A model response".
import { integerSetting, settingGroup } from '../../common/settings-catalog/define-setting';

export const RESPONSE_LIMITS_CATALOG = settingGroup({
  description:
    'What one model response may send before it is refused while it streams; a limit left out keeps its default.',
  fields: {
    maxResponseBytes: integerSetting({
      description:
        'Bytes of one response body as it arrives (SSE framing included). Past it the request is stopped and the step ends with an error.',
      default: 32_000_000,
      min: 10_000,
      max: 256_000_000,
      form: { section: 'model', label: 'settings.responseLimits.maxResponseBytes', unit: 'bytes' },
    }),
    maxToolCalls: integerSetting({
      description:
        'Tool calls in one response. Past it the request is stopped and the step ends with an error (maxCallsPerTurn answers the calls a response may keep).',
      default: 1_000,
      min: 1,
      max: 10_000,
      form: { section: 'model', label: 'settings.responseLimits.maxToolCalls' },
    }),
    maxArgumentBytes: integerSetting({
      description:
        "UTF-8 bytes of one tool call's arguments. Past it the request is stopped and the step ends with an error.",
      default: 1_000_000,
      min: 1_000,
      max: 64_000_000,
      form: { section: 'model', label: 'settings.responseLimits.maxArgumentBytes', unit: 'bytes' },
    }),
  },
});
