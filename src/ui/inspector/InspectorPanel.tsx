// The Inspector region: one tab per stage of the pipeline. Tabs follow the WAI-ARIA pattern (arrow keys move
// between them); only the open tab renders, so time travel redraws one panel, not eight.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { rowMatchOf } from '../../state/pipeline-focus';
import { lazyPart } from '../common/lazy-part';
import { useTranslation } from '../i18n/use-translation';
import { useAppStore } from '../store/use-app-store';
import { INSPECTOR_TABS, type InspectorTab } from '../../state/store';
import { EmptyState } from '../common/EmptyState';
import { ErrorBoundary } from '../common/ErrorBoundary';
import { BatchesTab } from './batches/BatchesTab';
import { BreakersTab } from './breakers/BreakersTab';
import { BudgetTab } from './budget/BudgetTab';
import { GatesTab } from './gates/GatesTab';
import { HistoryTab } from './history/HistoryTab';
import { RequestTab } from './request/RequestTab';
import { SchemaTab } from './schema/SchemaTab';
import { SettingsTab } from './settings/SettingsTab';
import { TraceTab } from './trace/TraceTab';
import { assertNever } from '../../common/assert-never';
import { ScrollingTabStrip } from './tab-strip/ScrollingTabStrip';

// Tools and Script check JSON Schemas with ajv: loaded when first opened, not in the initial chunk, with
// the words only they read (decision 0880).
const ToolsTab = lazyPart(
  'tools',
  () => import('../tools/ToolsTab').then((m) => m.ToolsTab),
  () =>
    Promise.all([
      import('../i18n/parts/tool-definitions'),
      import('../i18n/parts/mcp-servers'),
      import('../i18n/parts/schema-forms'),
    ]).then(([tools, mcp, forms]) => [tools.toolDefinitionWords, mcp.mcpServersWords, forms.schemaFormWords]),
);
const ScriptTab = lazyPart(
  'script',
  () => import('../script/ScriptTab').then((m) => m.ScriptTab),
  () =>
    Promise.all([import('../i18n/parts/tool-definitions'), import('../i18n/parts/script-tab')]).then(
      ([tools, script]) => [tools.toolDefinitionWords, script.scriptTabWords],
    ),
);
/** Tabs that edit the session, so they work before its first event. */
const SESSION_TABS: readonly InspectorTab[] = ['settings', 'tools', 'script'];

function TabContent({ tab }: { tab: InspectorTab }) {
  switch (tab) {
    case 'schema':
      return <SchemaTab />;
    case 'request':
      return <RequestTab />;
    case 'batches':
      return <BatchesTab />;
    case 'gates':
      return <GatesTab />;
    case 'breakers':
      return <BreakersTab />;
    case 'budget':
      return <BudgetTab />;
    case 'history':
      return <HistoryTab />;
    case 'trace':
      return <TraceTab />;
    case 'settings':
      return <SettingsTab />;
    case 'tools':
      return <ToolsTab />;
    case 'script':
      return <ScriptTab />;
    default: {
      return assertNever(tab);
    }
  }
}

export function InspectorPanel() {
  const { t } = useTranslation();
  const tab = useAppStore((s) => s.inspectorTab);
  const setTab = useAppStore((s) => s.setInspectorTab);
  const hasEvents = useAppStore((s) => s.events.length > 0);
  const tabRefs = useRef(new Map<InspectorTab, HTMLButtonElement>());
  const panelRef = useRef<HTMLDivElement>(null);
  const focus = useAppStore((s) => s.inspectorFocus);
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);

  // Guided focus (the pipeline view, a lesson note): mark the row the focus names and bring it into view.
  // Again when the cursor moves, since the tab redraws its rows as of the new event.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    for (const marked of panel.querySelectorAll('[data-focused]')) marked.removeAttribute('data-focused');
    const match = focus?.key && focus.tab === tab ? rowMatchOf(focus.key) : null;
    if (!match) return;
    const row = [...panel.querySelectorAll<HTMLElement>(`[${match.attribute}]`)].find(
      (el) => el.getAttribute(match.attribute) === match.value,
    );
    if (!row) return;
    row.setAttribute('data-focused', 'true');
    row.scrollIntoView({ block: 'nearest' });
  }, [focus, tab, events, cursorSeq]);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = INSPECTOR_TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? at + 1
        : event.key === 'ArrowLeft'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? INSPECTOR_TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = INSPECTOR_TABS[(next + INSPECTOR_TABS.length) % INSPECTOR_TABS.length]!;
    setTab(target);
    tabRefs.current.get(target)?.focus();
  };

  return (
    <div className="inspector">
      <ScrollingTabStrip label={t('regions.inspector')} selected={tab} onKeyDown={onKeyDown}>
        {INSPECTOR_TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              if (el) tabRefs.current.set(name, el);
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`tabpanel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            aria-keyshortcuts={String(i + 1)}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </ScrollingTabStrip>
      <div
        ref={panelRef}
        role="tabpanel"
        id={`tabpanel-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="tabpanel"
        data-tab={tab}
        // Focusable, as the ARIA tabs pattern advises: a panel whose controls are all disabled (no live
        // session) can still be scrolled from the keyboard.
        tabIndex={0}
      >
        <ErrorBoundary>
          {hasEvents || SESSION_TABS.includes(tab) ? (
            <TabContent tab={tab} />
          ) : (
            <EmptyState>{t('empty.inspector')}</EmptyState>
          )}
        </ErrorBoundary>
      </div>
    </div>
  );
}
