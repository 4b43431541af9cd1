// The playground's first commit holds the page's frame and an empty stage; after the browser drew that frame
// the panels come one group per commit, then what they hold (issue 37, panel-stages.ts):
// react-resizable-panels forces a layout and registers its observers when a group's panels mount, so each
// such commit must meet a small change with the rest already laid out. React's server renderer draws exactly
// a first render, effects not run: each stage is drawn as the playground has reached it.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { AppServicesProvider } from '../store/app-services';
import { browserApp } from './compose/browser-app';
import { PlaygroundLayout, PlaygroundPanels } from './PlaygroundLayout';
import { isDrawn, PANEL_STAGES, type PanelStage } from './panel-stages';

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

/** The regions a render drew, and whether each one's body holds anything. */
function regionsIn(html: string): Record<string, 'empty' | 'drawn'> {
  const drawn: Record<string, 'empty' | 'drawn'> = {};
  for (const [, id] of html.matchAll(/data-region="([a-z]+)"/g)) {
    const after = html.slice(html.indexOf(`data-region="${id}"`));
    const body = /<div class="region-body">(.*?)<\/div>/.exec(after)?.[1] ?? '';
    drawn[id!] = body === '' ? 'empty' : 'drawn';
  }
  return drawn;
}

const groupsIn = (html: string) => html.match(/data-group/g)?.length ?? 0;

it('mounts one panel group per commit, then what the panels hold', () => {
  const at = (stage: PanelStage) => firstRender(<PlaygroundPanels stage={stage} />);
  // The columns: one group, the conversation's region empty, no stack yet.
  expect(groupsIn(at('columns'))).toBe(1);
  expect(regionsIn(at('columns'))).toEqual({ conversation: 'empty' });
  // Then the stack on the left, then the one on the right, their regions still empty.
  expect(groupsIn(at('workspace-stack'))).toBe(2);
  expect(regionsIn(at('workspace-stack'))).toEqual({
    workspace: 'empty',
    terminal: 'empty',
    conversation: 'empty',
  });
  expect(groupsIn(at('stage-stack'))).toBe(3);
  expect(regionsIn(at('stage-stack'))).toEqual(Object.fromEntries(REGIONS.map((id) => [id, 'empty'])));
  // Last, every region's content.
  expect(groupsIn(at('content'))).toBe(3);
  expect(regionsIn(at('content'))).toEqual(Object.fromEntries(REGIONS.map((id) => [id, 'drawn'])));
});

it('names its stages in the order the panels are drawn, each adding something', () => {
  expect(PANEL_STAGES[0]).toBe('columns');
  expect(PANEL_STAGES.at(-1)).toBe('content');
  for (const [index, stage] of PANEL_STAGES.entries()) {
    for (const other of PANEL_STAGES)
      expect(isDrawn(other, stage)).toBe(PANEL_STAGES.indexOf(other) <= index);
  }
  const pages = PANEL_STAGES.map((stage) => firstRender(<PlaygroundPanels stage={stage} />));
  for (let i = 1; i < pages.length; i++) expect(pages[i]!.length).toBeGreaterThan(pages[i - 1]!.length);
});
