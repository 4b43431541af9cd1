// The gallery marks each lesson with the learner's progress, in the page's language: finished with its score
// (right of total), started with how many checkpoints were revealed, nothing for a lesson not begun; and it
// offers "Clear progress…" only while there is some. Drawn on the server (no browser) from the app's store.
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { browserApp } from '../app/compose/browser-app';
import { addPartWords, initI18n, loadLanguage } from '../i18n/i18n';
import { lessonProgressWords } from '../i18n/parts/lesson-progress';
import { AppServicesProvider } from '../store/app-services';
import { LessonGallery } from './LessonGallery';

const i18n = initI18n('en');
addPartWords(lessonProgressWords); // as the gallery does when it loads
afterAll(() => void i18n.changeLanguage('en'));

function drawnGallery(setUp: (app: ReturnType<typeof browserApp>) => void): string {
  const app = browserApp();
  setUp(app);
  // React's server renderer draws a zustand store's first state: make the state under test its first.
  const { store } = app.services;
  Object.assign(store.getInitialState(), store.getState());
  return renderToString(
    <AppServicesProvider services={app.services}>
      <LessonGallery open onClose={() => undefined} />
    </AppServicesProvider>,
  );
}

/** The card of one lesson in the drawn HTML, from its <li> to the next. */
function cardOf(html: string, lessonId: string): string {
  const start = html.indexOf(`<li class="lesson-card" data-lesson="${lessonId}"`);
  expect(start).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</li>', start));
}

const withProgress = (app: ReturnType<typeof browserApp>) => {
  const state = app.services.store.getState();
  // Lesson 1, finished: one guess right (input), one wrong.
  state.pickChoice('registration', 'function-parameters', 'input');
  state.pickChoice('registration', 'partition', '[Weather] → [lookup_order]');
  state.recordReveals('registration', {
    'function-parameters': 'input',
    partition: '[Weather]∥ → [lookup_order]',
  });
  // Lesson 3, started: one of its two checkpoints revealed.
  state.recordReveals('parallel-reads', { partition: '[Read Read]∥ → [Edit] → [Grep]∥' });
};

describe('the gallery’s progress marks', () => {
  it('say finished with the score, or started with the reveals, and nothing for a lesson not begun', () => {
    const html = drawnGallery(withProgress);
    const finished = cardOf(html, 'registration');
    expect(finished).toContain('data-progress="finished"');
    expect(finished).toContain('Finished · 1 of 2 right');
    const started = cardOf(html, 'parallel-reads');
    expect(started).toContain('data-progress="started"');
    expect(started).toContain('Started · 1 of 2 checkpoints revealed');
    const untouched = cardOf(html, 'budgets');
    expect(untouched).toContain('data-progress="new"');
    expect(untouched).not.toContain('lesson-card-progress');
    expect(html).toContain('Clear progress…');
  });

  it('say the same in Chinese', async () => {
    // Chinese is a chunk loaded on first use: in before the store may say it (state/preferences-slice.ts).
    await loadLanguage('zh');
    await i18n.changeLanguage('zh');
    const html = drawnGallery((app) => {
      void app.services.store.getState().setLanguage('zh'); // the words are in: lands at once
      withProgress(app);
    });
    expect(cardOf(html, 'registration')).toContain('已完成 · 答对 1/2');
    expect(cardOf(html, 'parallel-reads')).toContain('进行中 · 已揭晓 1/2 个检查点');
    expect(html).toContain('清除学习进度…');
    await i18n.changeLanguage('en');
  });

  it('offer no "Clear progress…" when there is nothing to clear, and none after clearing', () => {
    expect(drawnGallery(() => undefined)).not.toContain('Clear progress');
    const cleared = drawnGallery((app) => {
      withProgress(app);
      app.services.store.getState().clearProgress();
    });
    expect(cleared).not.toContain('Clear progress');
    expect(cardOf(cleared, 'registration')).toContain('data-progress="new"');
  });
});
