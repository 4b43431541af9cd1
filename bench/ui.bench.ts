// ui.step-frame-p95: stepping event by event through a ~1,000-event session (the "n" shortcut) with the
// pipeline view showing, the 95th percentile of the frame work of every frame until the diagram's motion
// has settled (the step's own frame, then each frame while a token's transition runs; long tasks are
// counted with a PerformanceObserver and reported beside it). ui.time-travel-p95: clicking events spread over
// the whole trace list, the 95th percentile of the time until every visible panel is redrawn as of the clicked
// event: the panels redraw in a render React splits into slices (src/ui/trace/use-trace-view.ts), so the
// measure runs to the first frame that starts with the conversation drawn as of that event (its
// `data-as-of`), not only through the click's own task; the long tasks seen meanwhile are reported beside it
// (ui.time-travel-long-tasks). Real Chromium (Debian's), the production build served on a free port.
import type { Page } from '@playwright/test';
import { report } from './bench-kit';
import { buildApp, launchChromium, serveApp } from './browser-kit';
import { runLongSession } from './ui-session';

const COMMAND = 'npm run bench -- ui';
const STEP_SAMPLES = 150;
/** A token's transition lasts 420 ms: about 26 frames; more than this and the motion never settled. */
const MAX_MOTION_FRAMES = 90;
const TRAVEL_SAMPLES = 120;

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
}

/**
 * In the page, for each sample: act at the start of an animation frame, let React's synchronous render and
 * commit run (they flush in a microtask), then force style and layout. The time is that frame's main-thread
 * work — script, render, commit, style, layout — which must fit in 16 ms for the frame not to be dropped.
 */
async function frameWork(
  page: Page,
  kind: 'step' | 'travel',
  samples: number,
): Promise<{ times: number[]; longTasks: number }> {
  return page.evaluate(
    async ({ kind, samples, maxMotionFrames }) => {
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const times: number[] = [];
      let longTasks = 0;
      const observer = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
      observer.observe({ type: 'longtask', buffered: false });
      const scroller = document.querySelector<HTMLElement>('.trace-scroller');
      for (let i = 0; i < samples; i++) {
        let act: () => void;
        let clicked: string | undefined;
        if (kind === 'step') {
          act = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }));
        } else {
          // Unmeasured: scroll somewhere else in the log, so each click travels far.
          scroller!.scrollTop = (((i * 7919) % 1000) / 1000) * scroller!.scrollHeight;
          await frame();
          await frame();
          const rows = document.querySelectorAll<HTMLButtonElement>('.trace-row');
          const row = rows[Math.floor(rows.length / 2)]!;
          clicked = row.dataset.seq;
          act = () => row.click();
        }
        await frame();
        const counter = document.querySelector('[data-testid="step-counter"]');
        const before = counter?.textContent;
        const start = performance.now();
        act();
        await Promise.resolve();
        await Promise.resolve();
        if (kind === 'travel') {
          // The panels' slices: done in the first frame whose conversation was drawn as of the clicked event
          // (the deferred panels commit together).
          const drawn = () => document.querySelector<HTMLElement>('.message-list')?.dataset.asOf;
          for (let f = 0; drawn() !== clicked; f++) {
            if (f > 120) throw new Error(`sample ${i}: the panels were not redrawn as of event ${clicked}`);
            await frame();
          }
        }
        void document.body.offsetHeight; // style and layout, now
        times.push(performance.now() - start);
        // The measure is honest only if the redraw happened inside it.
        if (counter?.textContent === before) throw new Error(`sample ${i}: the page did not redraw in time`);
        if (kind !== 'step') continue;
        // Every frame until the motion settles: each one's main-thread work (style and layout of the moving
        // tokens; the transform itself runs on the compositor).
        for (let f = 0; f < maxMotionFrames && document.getAnimations().length > 0; f++) {
          await frame();
          const at = performance.now();
          void document.body.offsetHeight;
          times.push(performance.now() - at);
        }
        if (document.getAnimations().length > 0) throw new Error(`sample ${i}: the motion did not settle`);
      }
      observer.disconnect();
      return { times, longTasks };
    },
    { kind, samples, maxMotionFrames: MAX_MOTION_FRAMES },
  );
}

if (process.env.BENCH_SKIP_BUILD !== '1') buildApp();
const events = await runLongSession(1000);
const { origin, stop } = await serveApp();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('window.__name = (fn) => fn');
  await page.goto(`${origin}/`);
  await page.getByTestId('trace-file-input').setInputFiles({
    name: 'long-session.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(events.map((e) => JSON.stringify(e)).join('\n')),
  });
  await page
    .getByTestId('step-counter')
    .getByText(`event #${events.length - 1} / #${events.length - 1}`)
    .waitFor();
  console.log(`session: ${events.length} events`);

  // Stepping with the Batches tab open (timeline and tables redraw every step), from the start of the log.
  await page.getByRole('tab', { name: 'Batches' }).click();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (let i = 0; i < 60; i++) window.dispatchEvent(new KeyboardEvent('keydown', { key: '[' }));
  });
  await page.getByTestId('step-counter').getByText('event #0 /').waitFor();
  const step = await frameWork(page, 'step', STEP_SAMPLES);
  console.log(
    `stepping: ${step.times.length} frames over ${STEP_SAMPLES} steps, ${step.longTasks} long tasks`,
  );
  report({ name: 'ui.step-frame-p95', value: p95(step.times), unit: 'ms', command: COMMAND });

  await page.getByRole('tab', { name: 'Trace' }).click();
  const travel = await frameWork(page, 'travel', TRAVEL_SAMPLES);
  console.log(`travelling: ${TRAVEL_SAMPLES} clicks, ${travel.longTasks} long tasks`);
  report({ name: 'ui.time-travel-p95', value: p95(travel.times), unit: 'ms', command: COMMAND });
  report({ name: 'ui.time-travel-long-tasks', value: travel.longTasks, unit: 'tasks', command: COMMAND });
} finally {
  await browser.close();
  stop();
}
