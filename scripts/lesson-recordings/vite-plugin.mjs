// The lesson recordings as part of every Vite build and of the dev server, so a fresh clone needs nothing
// extra: `virtual:lesson-recordings` maps each recordable lesson to a lazy import of its recording, one small
// chunk per lesson (`lesson-recording-<id>-<hash>.js`), computed when the bundle asks for it by running the
// lesson through the same runtime the worker runs (record-lessons.ts). A recording whose hash is not the pin
// fails the build. The recorder is loaded through tsx (as scripts/pin-lessons.mjs does), only when needed.
import { tsImport } from 'tsx/esm/api';

const INDEX = 'virtual:lesson-recordings';
const ONE = 'virtual:lesson-recording/';

/** @returns {import('vite').Plugin} */
export function lessonRecordings() {
  /** @type {Promise<typeof import('./record-lessons')> | null} */
  let recorder = null;
  const load = () => (recorder ??= tsImport('./record-lessons.ts', import.meta.url));
  // One lesson at a time. The bundler asks for every chunk at once, and run together in this one event loop
  // (beside the bundler's own work) a lesson's Bash command could see another lesson's time as its own and
  // reach the shell's wall-time limit on a loaded machine: a recorded timeout, so a trace off its pin and a
  // failed build. Alone, each run's wall time is its own work (26 recordings take under 2 s).
  let previous = Promise.resolve();
  const recordInTurn = (key) => {
    const turn = previous.then(async () => (await load()).recordLesson(key));
    previous = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  };
  return {
    name: 'toolscope-lesson-recordings',
    // Filtered, so the bundler calls these for our ids only (not for every module of the app).
    resolveId: {
      filter: { id: /^virtual:lesson-recording/ },
      handler(id) {
        if (id === INDEX) return `\0${INDEX}`;
        // The file-like tail names the chunk: lesson-recording-<id>-<hash>.js.
        if (id.startsWith(ONE)) return `\0${ONE}lesson-recording-${id.slice(ONE.length)}`;
        return null;
      },
    },
    load: {
      filter: { id: /^\0virtual:lesson-recording/ },
      async handler(id) {
        if (id === `\0${INDEX}`) {
          const ids = (await load()).recordableLessonIds();
          const entries = ids.map(
            (lesson) =>
              `  ${JSON.stringify(lesson)}: () => import(${JSON.stringify(ONE + lesson)}).then((m) => m.default),`,
          );
          return `export const LESSON_RECORDINGS = {\n${entries.join('\n')}\n};\n`;
        }
        const prefix = `\0${ONE}lesson-recording-`;
        if (!id.startsWith(prefix)) return null;
        const recorded = await recordInTurn(id.slice(prefix.length));
        if (!recorded.ok) this.error(`ToolScope lesson recordings: ${recorded.reason}`);
        // Parsed as JSON, which is faster to start than the same data as a JavaScript literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(recorded.recording))});\n`;
      },
    },
  };
}
