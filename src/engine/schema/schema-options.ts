// The schema options a step uses, taken from the engine settings, so the runtime cannot forget one
// (a bare deny rule hides a tool; the breaker timing decides when a probe is allowed). The runtime's loop
// builds every step's schema through it, and the tests that check it build theirs the same way.
import type { EngineSettings } from '../settings/engine-settings';
import type { EventSink } from '../trace/event-log';
import type { SchemaOptions, TokenCounter } from './openai-tools';

export function schemaOptionsFrom(
  settings: EngineSettings,
  countTokens: TokenCounter,
  trace?: { readonly sink: EventSink; readonly step: number },
): SchemaOptions {
  return {
    countTokens,
    strict: settings.strictSchemas,
    denyRules: settings.permissions.rules.deny,
    breakerTiming: settings.breaker,
    ...(trace !== undefined && { sink: trace.sink, step: trace.step }),
  };
}
