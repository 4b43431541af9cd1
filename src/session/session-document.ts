// The versioned session document: a RunSpec with a format tag, a version and a title. It never holds an API
// key (the provider object's schema allows no such field) and no outputs: those are recomputed by replay.
import type { ImportedTreeRef, RunSpec, ProviderSpec } from '../runtime/spec/run-spec';
import type { PartialRunSettings } from '../runtime/spec/run-settings';
import { resolveRunSettings } from '../runtime/spec/run-settings';
import { assertNever } from '../common/assert-never';

export const SESSION_FORMAT = 'toolscope.session';
/** 2: the provider is a transport plus a wire protocol (`endpoint` with `api`); upgrade-session.ts reads 1. */
export const SESSION_FORMAT_VERSION = 2;
/** Session files are named like this, so editors and the CLI can recognise them. */
export const SESSION_FILE_SUFFIX = '.session.json';

/**
 * Where a shared or exported session stood (issue 13): opening the link or file replays it to `point` and
 * pauses there, with the lesson's guide when it came from one. Not part of the run: runSpecOf leaves it out.
 */
export interface OpenAt {
  /** The point: trace events shown, not counting model-delta (engine/trace/trace-point.ts). */
  readonly point: number;
  /** The step counter's step at that point ("Shared at step N"); 0 before the first step. */
  readonly step: number;
  /** The lesson the session came from. */
  readonly lesson?: string;
  /** An exported file's: what the learner had guessed and seen in that lesson (needs `lesson`). */
  readonly progress?: LessonProgress;
}

/**
 * A learner's progress in one lesson (issue 32): the guesses, and the answer each revealed checkpoint read
 * from the trace, both by checkpoint id. The learner's, not the run's: never an input, never hashed. The page
 * keeps it by lesson with its preferences; an exported file carries it in `openAt` (session/lessons/
 * lesson-progress.ts).
 */
export interface LessonProgress {
  readonly picks: Readonly<Record<string, string>>;
  readonly revealed: Readonly<Record<string, string>>;
}

export interface SessionDocument extends Omit<RunSpec, 'settings'> {
  readonly $schema?: string;
  readonly format: typeof SESSION_FORMAT;
  readonly formatVersion: typeof SESSION_FORMAT_VERSION;
  readonly title: string;
  readonly description?: string;
  /** Only what differs from the defaults needs to be written. */
  readonly settings: PartialRunSettings;
  readonly openAt?: OpenAt;
  /**
   * Conditions every replay must meet (the breakpoint grammar, as strings): what `npm run replay` checks
   * and the page pins with "Expect this" (session/expectations.ts). Not part of the run: runSpecOf leaves it.
   */
  readonly expect?: readonly string[];
}

/** The document without where it was opened at: what a library entry keeps (its own position says that). */
export function withoutOpenAt(document: SessionDocument): SessionDocument {
  if (document.openAt === undefined) return document;
  const { openAt: _placeOfSharing, ...rest } = document;
  return rest;
}

export function runSpecOf(document: SessionDocument): RunSpec {
  return {
    settings: resolveRunSettings(document.settings),
    tools: document.tools,
    workspace: document.workspace,
    ...(document.importedTree ? { importedTree: document.importedTree } : {}),
    userMessages: document.userMessages,
    provider: document.provider,
    ...(document.cassette ? { cassette: document.cassette } : {}),
    inputs: document.inputs,
    ...(document.shellSeed === undefined ? {} : { shellSeed: document.shellSeed }),
    ...(document.fork === undefined ? {} : { fork: document.fork }),
  };
}

export function documentOf(spec: RunSpec, title: string): SessionDocument {
  return {
    format: SESSION_FORMAT,
    formatVersion: SESSION_FORMAT_VERSION,
    title,
    settings: spec.settings,
    tools: spec.tools,
    workspace: spec.workspace,
    ...(spec.importedTree ? { importedTree: withoutExtras(spec.importedTree) } : {}),
    userMessages: spec.userMessages,
    provider: withoutSecrets(spec.provider),
    ...(spec.cassette ? { cassette: spec.cassette } : {}),
    inputs: spec.inputs,
    ...(spec.shellSeed === undefined ? {} : { shellSeed: spec.shellSeed }),
    ...(spec.fork === undefined ? {} : { fork: spec.fork }),
  };
}

/** The reference field by field: nothing else rides along into a document. */
function withoutExtras(ref: ImportedTreeRef): ImportedTreeRef {
  return { sha256: ref.sha256, files: ref.files, bytes: ref.bytes };
}

/** Rebuilds the provider from its known fields only, so a key smuggled onto the object cannot be saved. */
export function withoutSecrets(provider: ProviderSpec): ProviderSpec {
  switch (provider.kind) {
    case 'scripted':
      return { kind: 'scripted', model: provider.model, script: provider.script };
    case 'endpoint':
      return {
        kind: 'endpoint',
        api: provider.api,
        model: provider.model,
        baseURL: provider.baseURL,
        stream: provider.stream,
        ...(provider.timeoutMs === undefined ? {} : { timeoutMs: provider.timeoutMs }),
        ...(provider.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: provider.idleTimeoutMs }),
      };
    case 'human':
      return { kind: 'human', model: provider.model };
    default: {
      return assertNever(provider);
    }
  }
}
