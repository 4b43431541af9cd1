// Every hostile trace file the reader accepts draws: each selector runs over it at the changed event, at the
// start and at the live end, and every panel that draws from the trace renders at the changed event (React's server
// renderer, in Node). What the reader refuses never reaches a panel; the e2e spec opens a sample in Chromium.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { hostileTraces } from '../../session/trace-file/testing/hostile-traces';
import { realTraces } from '../../session/trace-file/testing/real-traces';
import { parseTraceJsonLines } from '../../session/trace-file/trace-line-reader';
import {
  describePartition,
  eventsAsOf,
  filterTrace,
  parameterRows,
  replanBatches,
  selectBatchesView,
  selectBreakersView,
  selectBudgetView,
  selectExchangeView,
  selectFileChanges,
  selectGatesView,
  selectHistoryView,
  selectSchemaView,
  selectTodoList,
  toolNameOf,
  traceFacets,
  wireMessage,
  workspaceEpochAt,
} from '../../state/selectors';
import { INSPECTOR_TABS, packListing } from '../../state/store';
import { ConversationPanel } from '../conversation/ConversationPanel';
import { initI18n } from '../i18n/i18n';
import { InspectorPanel } from '../inspector/InspectorPanel';
import { eventSummary } from '../reasons/event-summary';
import { AppServicesProvider } from '../store/app-services';
import { browserApp } from './compose/browser-app';
import { FileTree } from '../workspace/FileTree';

const corpus = hostileTraces(await realTraces());
const read = corpus.map((file) => ({ file, parsed: parseTraceJsonLines(file.text) }));
const accepted = read.flatMap(({ file, parsed }) => (parsed.ok ? [{ file, events: parsed.events }] : []));
/** The accepted files by what they change: the file as a whole, or the fields of one kind of event. */
const acceptedByKind = new Map<string, typeof accepted>();
for (const one of accepted) {
  const colon = one.file.name.indexOf(': ');
  const kind = colon < 0 ? 'the file as a whole' : one.file.name.slice(0, colon);
  acceptedByKind.set(kind, [...(acceptedByKind.get(kind) ?? []), one]);
}

// Tools and Script load lazily (the server renderer draws their fallback) and draw the session, not the trace.
const TRACE_TABS = INSPECTOR_TABS.filter((tab) => tab !== 'tools' && tab !== 'script');

function runEverySelector(all: readonly TraceEvent[], cursor: number | null): void {
  const events = eventsAsOf(all, cursor);
  const batches = selectBatchesView(events);
  if (batches) {
    describePartition(batches);
    replanBatches(batches, 1);
  }
  for (const row of selectSchemaView(events)?.rows ?? []) if (row.tool) parameterRows(row.tool);
  selectBreakersView(events);
  selectBudgetView(events);
  selectExchangeView(events);
  selectFileChanges(events);
  workspaceEpochAt(all, cursor ?? all.length - 1);
  selectGatesView(events);
  for (const message of selectHistoryView(events).messages) wireMessage(message);
  selectTodoList(events);
  const facets = traceFacets(all);
  for (const type of ['all', ...new Set(all.map((e) => e.type))] as const)
    filterTrace(all, { type, tool: '', step: null });
  for (const tool of facets.tools) filterTrace(all, { type: 'all', tool, step: null });
  for (const step of facets.steps) filterTrace(all, { type: 'all', tool: '', step });
  for (const event of all) {
    eventSummary(event);
    toolNameOf(event);
  }
}

/** The panels draw from one app's services, as on the page (start-app.tsx composes the same). */
const { services } = browserApp();
const appStore = services.store;

/** The server renderer reads the store's first state: make it the state under test. */
function renderPanels(events: readonly TraceEvent[], cursor: number | null): void {
  const state = appStore.getState();
  const inApp = (panel: ReactNode) =>
    renderToString(<AppServicesProvider services={services}>{panel}</AppServicesProvider>);
  state.loadTrace(events, { kind: 'file', name: 'hostile.jsonl' });
  state.selectEvent(cursor);
  const changed = [...selectFileChanges(events).keys()];
  state.setWorkspace(
    packListing(
      0,
      changed.map((path) => ({ type: 'file', path, size: 1, version: 1 })),
    ),
  );
  for (const tab of TRACE_TABS) {
    state.setInspectorTab(tab);
    Object.assign(appStore.getInitialState(), appStore.getState());
    inApp(<InspectorPanel />);
  }
  inApp(<ConversationPanel />);
  inApp(<FileTree />);
}

describe('hostile trace files', () => {
  initI18n('en');

  it('are many of them refused, and many accepted', () => {
    // The corpus tries both sides: many files refused, and many odd but drawable ones accepted.
    expect(accepted.length).toBeGreaterThan(300);
    expect(corpus.length - accepted.length).toBeGreaterThan(1000);
  });

  describe.each([...acceptedByKind])('changing %s, when accepted,', (_kind, files) => {
    it(`draw in every selector and panel (${files.length} files)`, () => {
      const crashes: string[] = [];
      for (const { file, events } of files) {
        const changed = file.line === null ? null : file.line - 1;
        try {
          for (const cursor of new Set([changed, 0, null])) runEverySelector(events, cursor);
          renderPanels(events, changed); // at the changed event, or at the live end
        } catch (error) {
          crashes.push(`${file.name}: ${(error as Error).message.slice(0, 120)}`);
        }
      }
      expect(crashes).toEqual([]);
    });
  });
});
