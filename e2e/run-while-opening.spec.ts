// The flaky "Run does nothing" of page-width (lessons 3 and 9, once, under load): the toolbar's Run was
// enabled as soon as the runtime had loaded the lesson, while the open was still under way (keeping the entry,
// then the guide, whose code is a chunk of its own). The guide then arrived above the conversation and pushed
// the toolbar down, under a click already on its way: the click landed elsewhere and nothing ran. Made
// deterministic here by holding the guide's chunk back: Run must not be usable until the open is done and the
// guide is in place, and a click where Run was when it became usable must run the lesson.
import { expect, test } from '@playwright/test';

const GUIDE_DELAY_MS = 2_500;

test('Run is usable only once the lesson is open with its guide, and a click then runs it', async ({
  page,
}) => {
  await page.route(/\/assets\/LessonGuide-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, GUIDE_DELAY_MS));
    await route.continue();
  });
  await page.goto('./?lesson=parallel-reads');
  // Where Run is in the frame it first becomes enabled: a person's pointer is there from then on.
  const firstUsable = await page.evaluate(
    () =>
      new Promise<{ x: number; y: number; guide: boolean }>((resolve) => {
        const check = () => {
          const toolbar = document.querySelector('[role="toolbar"][aria-label="Drive the runtime"]');
          const run = [...(toolbar?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Run');
          if (run && !run.disabled) {
            const box = run.getBoundingClientRect();
            const guide = document.querySelector('aside[data-lesson="parallel-reads"]') !== null;
            resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2, guide });
          } else requestAnimationFrame(check);
        };
        check();
      }),
  );
  expect(firstUsable.guide, 'the guide is in place when Run becomes usable').toBe(true);
  await expect(page.locator('aside[data-lesson="parallel-reads"]')).toBeVisible();
  await page.mouse.click(firstUsable.x, firstUsable.y);
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', {
    timeout: 30_000,
  });
});
