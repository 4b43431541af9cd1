// The playground's first commit holds the page's frame and an empty stage; the panels and their headings come
// after the browser drew that frame, and what the panels hold in a render after theirs (issue 37):
// react-resizable-panels forces a layout when its panels register, so that layout must meet a small page with
// the rest already laid out. React's server renderer draws exactly a first render, effects not run.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { AppServicesProvider } from '../store/app-services';
import { browserApp } from './compose/browser-app';
import { PlaygroundLayout, PlaygroundPanels } from './PlaygroundLayout';

const REGIONS = ['workspace', 'terminal', 'conversation', 'pipeline', 'inspector'];

beforeEach(() => {
  const kept = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

function firstRender(layout: React.ReactNode): string {
  initI18n('en');
  return renderToString(<AppServicesProvider services={browserApp().services}>{layout}</AppServicesProvider>);
}

it('draws an empty stage first, with no panel', () => {
  const html = firstRender(<PlaygroundLayout />);
  expect(html).toContain('class="playground"');
  expect(html).not.toContain('data-region');
  expect(html).not.toContain('data-group');
  expect(html).not.toContain('data-panel');
});

it('draws the panels before what they hold, every region empty', () => {
  const html = firstRender(<PlaygroundPanels />);
  expect(html).toContain('data-group');
  expect(html).toContain('data-panel');
  for (const region of REGIONS) expect(html).toContain(`data-region="${region}"`);
  const bodies = [...html.matchAll(/<div class="region-body">(.*?)<\/div>/g)].map((m) => m[1]);
  expect(bodies).toEqual(REGIONS.map(() => ''));
});
