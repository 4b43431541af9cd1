// A turn as big as the response limits let through is drawn bounded (ui/common/bounded.ts): 1,000 calls
// draw 50 cards and 50 lanes with the rest counted, and a 1 MB argument draws its first piece with the rest
// to show or download. Drawn in Node with React's server renderer, as the page's panels draw.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { hugeArgumentTrace, manyCallsTrace } from '../../session/testing/big-turn-traces';
import { ConversationPanel } from '../conversation/ConversationPanel';
import { initI18n } from '../i18n/i18n';
import { PipelinePanel } from '../pipeline/PipelinePanel';
import { AppServicesProvider } from '../store/app-services';
import { browserApp } from './compose/browser-app';

const { services } = browserApp();
const appStore = services.store;

/** The panel at the event of the given type (the last one, or the first after `after`). */
function drawAt(events: readonly TraceEvent[], seq: number | null, panel: ReactNode): string {
  const state = appStore.getState();
  state.loadTrace(events, { kind: 'file', name: 'big.jsonl' });
  state.selectEvent(seq);
  Object.assign(appStore.getInitialState(), appStore.getState());
  return renderToString(<AppServicesProvider services={services}>{panel}</AppServicesProvider>);
}

const count = (html: string, needle: string) => html.split(needle).length - 1;
const seqOf = (events: readonly TraceEvent[], type: TraceEvent['type']) =>
  events.find((e) => e.type === type)!.seq;

// For the whole file, in English: both describes draw words, in whichever order they run (--sequence.shuffle),
// and files share i18next when isolation is off (vitest --no-isolate).
beforeAll(() => void initI18n('en'));

describe('a turn of 1,000 calls', () => {
  let events: readonly TraceEvent[];
  beforeAll(async () => {
    events = await manyCallsTrace();
  });

  it('draws 50 call cards while the calls run, and counts the rest', () => {
    const html = drawAt(events, seqOf(events, 'plan-build'), <ConversationPanel />);
    expect(count(html, '<article class="tool-card')).toBe(50);
    expect(html).toContain('data-testid="calls-hidden" data-hidden="950"');
    expect(html).toContain('Calls not drawn: 950');
  });

  it('draws 50 call cards once the turn is in the history, its own message not pushed out by their results', () => {
    // Step 2 (the answer) is the live end; step 1's history-append is where the turn joined the history.
    const joined = events.find((e) => e.type === 'history-append' && e.step === 1)!.seq;
    for (const seq of [joined, null]) {
      const html = drawAt(events, seq, <ConversationPanel />);
      expect(count(html, '<article class="tool-card')).toBe(50);
      expect(html).toContain('data-testid="calls-hidden" data-hidden="950"');
      expect(html.length).toBeLessThan(200_000);
    }
  });

  it('draws 50 lanes in the pipeline and counts the rest', () => {
    const html = drawAt(events, seqOf(events, 'budget-apply'), <PipelinePanel />);
    expect(html).toContain('data-testid="calls-hidden" data-hidden="950"');
    const lanes = new Set(
      [...html.matchAll(/class="pipeline-token[^"]*"[^>]*data-call-id="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(lanes.size).toBeGreaterThan(0);
    expect(lanes.size).toBeLessThanOrEqual(50);
  });
});

describe('a call whose arguments are just under 1 MB', () => {
  it('draws the first 20,000 characters, with the rest to show or download', async () => {
    const events = await hugeArgumentTrace();
    const html = drawAt(events, null, <ConversationPanel />);
    expect(html.length).toBeLessThan(100_000);
    expect(html).toContain('Characters not drawn: 979,000');
    expect(html).toContain('Download it whole');
  });
});
