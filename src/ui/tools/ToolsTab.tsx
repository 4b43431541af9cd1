// Tools: the session's tool set. Built-in tools switch on and off; user-defined tools and registered
// functions are declared (never code). Applying reloads the session with the new tool set from the start —
// every recorded request carries the old `tools`, so a fork would diverge at once — and the Schema tab
// shows the new set at the next step.
import { useEffect, useMemo, useState } from 'react';
import type { TraceEvent } from '../../engine';
import { useTranslation } from '../i18n/use-translation';
import { hasRuntime } from '../../state/runtime-slice';
import { editOutcomeText } from '../provider/edit-outcome';
import { useSessionActions } from '../store/session-actions';
import { useAppServices } from '../store/app-services';
import { useAppStore } from '../store/use-app-store';
import {
  BUILTIN_TOOL_NAMES,
  type BuiltinToolName,
  type ToolSetSpec,
  type UserToolSpec,
} from '../../state/session-edit/port-types';
import { planToolSetChange } from '../../state/session-edit/reload-plan';
import { EmptyState } from '../common/EmptyState';
import { ModelReadsNote } from '../common/ModelReadsNote';
import { useForkStep } from '../common/use-fork-step';
import { BuiltinDescription } from './BuiltinDescription';
import { ToolEditor } from './ToolEditor';
import { McpServersSection } from './mcp/McpServersSection';
import { draftOfSession, isPending, rebaseToolSetDraft, type ToolSetDraft } from './tool-set-draft';
import {
  compileProblem,
  draftOfSpec,
  EMPTY_TOOL_DRAFT,
  validateToolDraft,
  type DraftProblem,
  type ToolDraft,
} from './tool-definition';
import './tools-tab.css';

interface Editing {
  /** Index in `userDefined`, or null for a new tool. */
  readonly index: number | null;
  readonly draft: ToolDraft;
  readonly problems: readonly DraftProblem[];
}

export function ToolsTab() {
  const actions = useSessionActions();
  const { schemaChecks } = useAppServices();
  const { t } = useTranslation();
  const connected = useAppStore(hasRuntime);
  const source = useAppStore((s) => s.traceSource);
  const live = source.kind === 'runtime';
  const [draft, setDraft] = useState<ToolSetDraft | null>(null);
  const forkStep = useForkStep();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const events = useAppStore((s) => s.events);
  const published = useMemo(() => publishedDescriptions(events), [events]);

  useEffect(() => {
    if (!connected || !live) return;
    let current = true;
    void actions.exportSpec().then((spec) => {
      // Whatever reloaded the session, the unapplied edits carry over onto it (tool-set-draft.ts).
      if (current && spec) setDraft((kept) => rebaseToolSetDraft(kept, spec.tools));
    });
    return () => {
      current = false;
    };
  }, [connected, live, source, actions]);

  if (!live) return <EmptyState>{t('toolsTab.noSession')}</EmptyState>;
  if (!draft) return <EmptyState>{t('toolsTab.loading')}</EmptyState>;
  const tools = draft.edited;
  const dirty = isPending(draft);

  // Applied: the edits are the session now, even where the runtime writes them another way (a default
  // filled in), so nothing is left pending whichever of this and the reload's re-read comes first.
  const settle = (applied: ToolSetSpec) =>
    setDraft((kept) => (kept && isPending(kept) ? draftOfSession(applied) : kept));

  const change = (next: ToolSetSpec) => {
    setDraft({ ...draft, edited: next });
    setOutcome(null);
  };
  const toggleBuiltin = (name: BuiltinToolName, on: boolean) =>
    change({
      ...tools,
      builtin: BUILTIN_TOOL_NAMES.filter((n) => (n === name ? on : tools.builtin.includes(n))),
    });

  const describe = (name: BuiltinToolName, description: string | undefined) => {
    const { [name]: _previous, ...others } = tools.descriptions ?? {};
    change({
      ...tools,
      descriptions: description === undefined ? others : { ...others, [name]: description },
    });
  };

  const save = async () => {
    if (!editing) return;
    const others = [
      ...tools.builtin,
      ...tools.userDefined.filter((_, i) => i !== editing.index).map((u) => u.name),
    ];
    const result = validateToolDraft(editing.draft, others);
    if (!result.ok) {
      setEditing({ ...editing, problems: result.problems });
      return;
    }
    // Whether the schema compiles is the runtime worker's to say (the page compiles none, decision 0113);
    // with no runtime to ask, the run says it when the tool is first called.
    const parameters = result.spec.parameters;
    const check = parameters
      ? await schemaChecks
          .current()?.(parameters, [])
          .catch(() => null)
      : null;
    if (check && !check.compiles) {
      setEditing({ ...editing, problems: [compileProblem(check.message)] });
      return;
    }
    const userDefined: UserToolSpec[] =
      editing.index === null
        ? [...tools.userDefined, result.spec]
        : tools.userDefined.map((u, i) => (i === editing.index ? result.spec : u));
    change({ ...tools, userDefined });
    setEditing(null);
  };

  // At an earlier event the change can fork the session from that step instead (issue 38), as Settings does.
  const fork = async () => {
    if (forkStep === null) return;
    const forked = await actions.forkAtViewedStep({ tools });
    if (forked.kind === 'forked') {
      settle(tools);
      actions.showNotice({ kind: 'info', text: t('fork.forked', { step: forked.step }) });
    } else if (forked.kind === 'refused') setOutcome({ ok: false, text: forked.reason });
  };

  const apply = async () => {
    const edit = await actions.applySessionEdit((spec) => planToolSetChange(spec, tools));
    if (edit.kind === 'applied') settle(tools);
    setOutcome(editOutcomeText(t, edit, () => t('toolsTab.applied')));
  };

  return (
    <div className="tab-body tools-tab">
      <ModelReadsNote />
      <section aria-labelledby="tools-builtin-title">
        <h3 id="tools-builtin-title">{t('toolsTab.builtin')}</h3>
        <ul className="tools-builtin">
          {BUILTIN_TOOL_NAMES.map((name) => (
            <li key={name}>
              <label>
                <input
                  type="checkbox"
                  checked={tools.builtin.includes(name)}
                  onChange={(e) => toggleBuiltin(name, e.target.checked)}
                />
                <code>{name}</code>
              </label>
              {tools.builtin.includes(name) ? (
                <BuiltinDescription
                  name={name}
                  edited={tools.descriptions?.[name]}
                  published={published.get(name)}
                  onChange={(description) => describe(name, description)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tools-user-title">
        <h3 id="tools-user-title">{t('toolsTab.userDefined')}</h3>
        {tools.userDefined.length === 0 ? <p className="muted">{t('toolsTab.noneDefined')}</p> : null}
        <ul className="tools-user" data-testid="user-tools">
          {tools.userDefined.map((tool, i) => (
            <li key={tool.name}>
              <code>{tool.name}</code>{' '}
              <span className="muted">
                {tool.kind === 'function' ? t('toolsTab.kindFunction') : t('toolsTab.kindTool')} ·{' '}
                {tool.concurrencySafe ? t('toolsTab.safe') : t('toolsTab.unsafe')} ·{' '}
                <span translate="no">{tool.description}</span>
              </span>{' '}
              <button
                type="button"
                onClick={() => setEditing({ index: i, draft: draftOfSpec(tool), problems: [] })}
              >
                {t('toolsTab.edit', { name: tool.name })}
              </button>
              <button
                type="button"
                onClick={() => change({ ...tools, userDefined: tools.userDefined.filter((_, j) => j !== i) })}
              >
                {t('toolsTab.remove', { name: tool.name })}
              </button>
            </li>
          ))}
        </ul>
        {editing ? (
          <ToolEditor
            draft={editing.draft}
            problems={editing.problems}
            onChange={(draft) => setEditing({ ...editing, draft })}
            onSave={() => void save()}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button
            type="button"
            onClick={() => setEditing({ index: null, draft: EMPTY_TOOL_DRAFT, problems: [] })}
          >
            {t('toolsTab.newTool')}
          </button>
        )}
      </section>
      <McpServersSection servers={tools.mcp ?? []} />
      <div className="tools-actions">
        <button type="button" className="primary" disabled={!dirty} onClick={() => void apply()}>
          {t('toolsTab.apply')}
        </button>
        {forkStep !== null ? (
          <button type="button" disabled={!dirty} onClick={() => void fork()}>
            {t('fork.toolsButton', { step: forkStep })}
          </button>
        ) : null}
        <span className="muted">{dirty ? t('toolsTab.pending') : t('toolsTab.applyNote')}</span>
      </div>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'muted' : 'tools-problem'}>
          {outcome.ok ? '✓ ' : '✕ '}
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}

/** Each tool's description as the model last read it (the main agent's latest schema-build). */
function publishedDescriptions(events: readonly TraceEvent[]): ReadonlyMap<string, string> {
  const build = events.findLast((e) => e.type === 'schema-build' && e.scope === undefined);
  if (build?.type !== 'schema-build') return EMPTY;
  return new Map(build.tools.map((tool) => [tool.function.name, tool.function.description ?? '']));
}

const EMPTY: ReadonlyMap<string, string> = new Map();
