// Schema generation (seed, step 2): the Chat Completions `tools` array for one step. Tools sorted by name,
// then functions sorted by name; a tool whose breaker is OPEN, or that a bare `Tool` deny rule names, is
// left out, so the model does not try it next step.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { BreakerStore, BreakerTiming } from '../stores/circuit-breaker';
import type { Registry, RegistryEntry } from '../registry/registry';
import type { EventSink } from '../trace/event-log';
import type { SchemaHiddenEntry } from '../trace/trace-events';
import { canonicalJson } from '../../common/canonical-json';
import { utf8ByteLength } from '../common/utf8';
import { DEFAULT_SETTINGS } from '../settings/engine-settings';
import { emitBreakerTransition } from '../gate-events/breaker-events';
import { bareDenyNames } from '../gates/permission-rules';
import type { OpenAITool } from '../protocol/openai-tool';
import { toStrictSchema } from './strict-schema';

/**
 * Counts a text's tokens (gpt-tokenizer's o200k_base in the app). Given by whoever builds the schema: its
 * tables are ~1 MB gzip, so the runtime loads them before a run's first step
 * (runtime/tokens/load-token-counter.ts) and the engine stays synchronous, free of loading and of module state.
 */
export type TokenCounter = (text: string) => number;

export interface SchemaOptions {
  /** Counts the schema's tokens (the schema-build event carries them). */
  readonly countTokens: TokenCounter;
  /** Publish schemas valid under OpenAI `strict: true`. */
  readonly strict?: boolean;
  /** The deny rules in force: a bare `Tool` hides that tool. */
  readonly denyRules?: readonly string[];
  readonly breakerTiming?: BreakerTiming;
  /** When given, a schema-build event (and any breaker transition observed) is appended. */
  readonly sink?: EventSink;
  readonly step?: number;
}

export interface SchemaBuild {
  readonly tools: OpenAITool[];
  /** SHA-256 (hex) of the canonical JSON of `tools`: changes exactly when the schema changes. */
  readonly fingerprint: string;
  /** UTF-8 bytes of `JSON.stringify(tools)`, as sent. */
  readonly bytes: number;
  /** Tokens of that JSON (gpt-tokenizer, o200k_base, through the options' counter). */
  readonly tokens: number;
  readonly included: { readonly name: string; readonly kind: 'tool' | 'function' }[];
  readonly hidden: SchemaHiddenEntry[];
}

export function getOpenAITools(
  registry: Registry,
  breakers: BreakerStore,
  nowMs: number,
  options: SchemaOptions,
): SchemaBuild {
  const strict = options.strict ?? false;
  const timing = options.breakerTiming ?? DEFAULT_SETTINGS.breaker;
  const denied = bareDenyNames(options.denyRules ?? []);
  const tools: OpenAITool[] = [];
  const included: SchemaBuild['included'] = [];
  const hidden: SchemaHiddenEntry[] = [];

  for (const entry of registry.list()) {
    const transition = breakers.observe(entry.name, nowMs, timing);
    if (transition && options.sink) {
      emitBreakerTransition(options.sink, options.step ?? 0, nowMs, transition, 'schema-build', null);
    }
    if (denied.has(entry.name)) {
      hidden.push({ name: entry.name, kind: entry.kind, reason: 'denied-by-rule', detail: `deny rule '${entry.name}'` });
      continue;
    }
    const breaker = breakers.view(entry.name, nowMs, timing);
    if (breaker.state === 'OPEN') {
      hidden.push({
        name: entry.name,
        kind: entry.kind,
        reason: 'breaker-open',
        detail: `circuit open after ${breaker.consecutiveFailures} failures; a probe is allowed at ${breaker.recoveryAtMs ?? 0} ms`,
      });
      continue;
    }
    tools.push(toOpenAITool(entry, strict));
    included.push({ name: entry.name, kind: entry.kind });
  }

  const json = JSON.stringify(tools);
  const fingerprint = bytesToHex(sha256(utf8ToBytes(canonicalJson(tools))));
  const build: SchemaBuild = {
    tools,
    fingerprint,
    bytes: utf8ByteLength(json),
    tokens: cachedTokenCount(options.countTokens, fingerprint, json),
    included,
    hidden,
  };
  options.sink?.append({
    type: 'schema-build',
    step: options.step ?? 0,
    timeMs: nowMs,
    tools,
    fingerprint,
    bytes: build.bytes,
    tokens: build.tokens,
    strict,
    included,
    hidden,
  });
  return build;
}

function toOpenAITool(entry: RegistryEntry, strict: boolean): OpenAITool {
  const { name, description, parameters } = entry.tool;
  return strict
    ? { type: 'function', function: { name, description, parameters: toStrictSchema(parameters), strict: true } }
    : { type: 'function', function: { name, description, parameters } };
}

// Tokenizing a few KB takes milliseconds and the schema rarely changes between steps: remember recent counts,
// per counter (a test's counter must not be answered with the app's counts).
const countsByCounter = new WeakMap<TokenCounter, Map<string, number>>();
const TOKEN_CACHE_SIZE = 32;

function cachedTokenCount(countTokens: TokenCounter, fingerprint: string, json: string): number {
  const tokenCounts = countsByCounter.get(countTokens) ?? new Map<string, number>();
  countsByCounter.set(countTokens, tokenCounts);
  const known = tokenCounts.get(fingerprint);
  if (known !== undefined) return known;
  const tokens = countTokens(json);
  if (tokenCounts.size >= TOKEN_CACHE_SIZE) {
    const oldest = tokenCounts.keys().next();
    if (!oldest.done) tokenCounts.delete(oldest.value);
  }
  tokenCounts.set(fingerprint, tokens);
  return tokens;
}
