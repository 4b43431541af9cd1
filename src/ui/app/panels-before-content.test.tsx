// The playground's first commit holds its panels and their headings, and nothing the panels hold (issue 37):
// react-resizable-panels forces the page's first layout when its panels register, so that layout must meet a
// small page; what the regions show arrives in a render of its own (AfterPanelsMount). React's server
// renderer draws exactly that first render, effects not run.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { AppServicesProvider } from '../store/app-services';
import { browserApp } from './compose/browser-app';
import { PlaygroundLayout } from './PlaygroundLayout';

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

it('draws the panels first, every region empty', () => {
  initI18n('en');
  const html = renderToString(
    <AppServicesProvider services={browserApp().services}>
      <PlaygroundLayout />
    </AppServicesProvider>,
  );
  for (const region of REGIONS) expect(html).toContain(`data-region="${region}"`);
  const bodies = [...html.matchAll(/<div class="region-body">(.*?)<\/div>/g)].map((m) => m[1]);
  expect(bodies).toEqual(REGIONS.map(() => ''));
});
