// Records every built-in lesson, in each language it is told in, for the embedded player
// (src/session/lessons/lesson-recording.ts), exactly as
// the page's runtime worker would run it for `?embed=1&lesson=…`: the same host, loaded paused, started, then
// run to its end. A recording whose trace hash is not the lesson's pin (lesson-pins.json) is refused: the
// engine changed what the lesson shows without a re-pin, and the player must not show a stale trace.
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import type { TraceEvent } from '../../src/engine/trace/trace-events';
import { createRuntimeHost } from '../../src/runtime/host/runtime-host';
import type { RuntimeStatus } from '../../src/runtime/worker/runtime-messages';
import type { Lesson, LessonLanguage } from '../../src/session/lessons/lesson';
import { LESSONS } from '../../src/session/lessons/lesson-catalog';
import { LESSON_PINS, pinIn, type LessonPin } from '../../src/session/lessons/lesson-pins';
import {
  LESSON_RECORDING_FORMAT,
  lessonRecordingKey,
  type LessonRecording,
} from '../../src/session/lessons/lesson-recording';
import { conversationLanguages, lessonDocumentIn } from '../../src/session/lessons/lesson-variants';
import { runSpecOf } from '../../src/session/session-document';
import { traceHash } from '../../src/session/trace-hash';
import { openingMode } from '../../src/state/session-edit/reload-plan';
import { historyWireTexts } from '../../src/state/selectors/history-view';

export type Recorded =
  | { readonly ok: true; readonly recording: LessonRecording }
  | { readonly ok: false; readonly reason: string };

/**
 * The recordings the player can play, by key: a lesson pinned with a trace hash (`<id>`, its English
 * conversation) and each of its language variants pinned so (`<id>_zh`; `_` is never in a lesson id).
 */
export function recordableLessonIds(): readonly string[] {
  return LESSONS.flatMap((lesson) =>
    conversationLanguages(lesson)
      .filter((lang) => {
        const pin = pinIn(LESSON_PINS[lesson.id], lang);
        return pin !== undefined && 'traceHash' in pin;
      })
      .map((lang) => lessonRecordingKey(lesson.id, lang)),
  );
}

/** `key` is a lesson id, or a lesson id and a language (`<id>_zh`), as `recordableLessonIds` lists them. */
export async function recordLesson(
  key: string,
  pins: Readonly<Record<string, LessonPin>> = LESSON_PINS,
): Promise<Recorded> {
  const [id = '', lang = 'en'] = key.split('_') as [string?, LessonLanguage?];
  const lesson = LESSONS.find((l) => l.id === id);
  const pin = pinIn(pins[id], lang);
  if (!lesson || !pin || !('traceHash' in pin) || !conversationLanguages(lesson).includes(lang)) {
    return { ok: false, reason: `no pinned lesson "${key}"` };
  }
  const run = await runAsThePageDoes(lesson, lang);
  if (!run.ok) return run;
  const hash = traceHash(run.events);
  if (hash !== pin.traceHash) {
    return {
      ok: false,
      reason:
        `lesson "${key}" now traces to ${hash}, but lesson-pins.json pins ${pin.traceHash}. ` +
        'If the change is meant to change what the lesson shows, re-pin: node scripts/pin-lessons.mjs',
    };
  }
  const texts = historyWireTexts(run.events);
  return {
    ok: true,
    recording: {
      format: LESSON_RECORDING_FORMAT,
      lessonId: id,
      lang,
      traceHash: hash,
      events: run.events,
      status: run.status,
      historyTokens: texts.map((text) => countTokens(text)),
    },
  };
}

type Run =
  | { readonly ok: true; readonly events: readonly TraceEvent[]; readonly status: RuntimeStatus }
  | { readonly ok: false; readonly reason: string };

/** The worker's requests in the page's order (compose/runtime-port.ts load, open-document.ts showStep). */
async function runAsThePageDoes(lesson: Lesson, lang: LessonLanguage): Promise<Run> {
  const events: TraceEvent[] = [];
  let finished: (status: RuntimeStatus) => void = () => undefined;
  const ended = new Promise<RuntimeStatus>((resolve) => (finished = resolve));
  const host = createRuntimeHost(
    {},
    {
      trace: (released) => events.push(...released),
      status: (status) => {
        if (status.phase === 'finished') finished(status);
      },
    },
  );
  const spec = runSpecOf(lessonDocumentIn(lesson, lang));
  const loaded = await host.load({ spec, mode: openingMode(spec), start: 'paused', loadId: 1 });
  if (!loaded.ok) return { ok: false, reason: `lesson "${lesson.id}" did not load: ${loaded.reason}` };
  await host.start({});
  await host.control({ command: 'run' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 60_000)));
  const end = await Promise.race([ended, timeout]);
  clearTimeout(timer);
  if (end === null) return { ok: false, reason: `lesson "${lesson.id}" did not finish within a minute` };
  const status = await host.status({});
  if (status.waiting !== null || status.failure !== null) {
    return { ok: false, reason: `lesson "${lesson.id}" ended waiting or failed: ${JSON.stringify(status)}` };
  }
  return { ok: true, events, status };
}
