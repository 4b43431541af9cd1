// `?embed=1`: the compact player for iframes in articles, laid out for 800 × 500 with nothing clipped
// (e2e/lesson-matrix.spec.ts): the session's title and a link to the full playground, the step controls, the
// lesson's guide on the left, and on the right one view at a time — the pipeline view, the conversation or
// the inspector (`&tab=` opens the inspector on that tab, whose strip scrolls in one row). Parameters:
// `lesson`, `step`, `at`/`pin` (a lesson link's place), `lang`, `tab` (page-params.ts).
// A built-in lesson plays from its build-time recording (ui/app/compose/recorded-embed.ts): while a change
// brings the runtime after all, a placeholder says so above the panels, and a failure says so with a retry.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { traceHashAtCursor } from '../../session/trace-hash';
import { useAppStore } from '../store/use-app-store';
import { MessageList } from '../conversation/MessageList';
import { PlayheadControls } from '../conversation/PlayheadControls';
import { InspectorPanel } from '../inspector/InspectorPanel';
import { FailedPart, LoadingPart } from '../common/lazy-part';
import { useText } from '../i18n/lessons-ui-text';
import { ShownTitle } from '../lessons/ShownTitle';
import { LessonGuidePart } from '../lessons/lesson-guide-part';
import { PipelinePart } from '../pipeline/pipeline-part';
import { langAttribute } from '../common/preference-choices';
import type { PageParams } from './page-params';
import '../lessons/lessons.css';
import './embed.css';

type EmbedView = 'pipeline' | 'conversation' | 'inspector';
const VIEWS: readonly EmbedView[] = ['pipeline', 'conversation', 'inspector'];

export function EmbedPlayer({ params }: { readonly params: PageParams }) {
  const text = useText();
  const { t, i18n } = useTranslation();
  const language = useAppStore((s) => s.language);
  const notice = useAppStore((s) => s.notice);
  const setInspectorTab = useAppStore((s) => s.setInspectorTab);
  const source = useAppStore((s) => s.traceSource);
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const lessonId = useAppStore((s) => s.currentSession?.lessonId ?? null);
  // A built-in lesson's guide, or a written lesson's a `#l=` link brought (its guide is in the link).
  const hasGuide = useAppStore((s) => lessonId !== null || s.currentSession?.lesson !== undefined);
  const focus = useAppStore((s) => s.inspectorFocus);
  // A lesson plays from its build-time recording; the runtime starts only when something needs it.
  const deferred = useAppStore((s) => s.deferredRuntime);
  const [view, setView] = useState<EmbedView>(params.tab ? 'inspector' : 'pipeline');
  const hasEvents = events.length > 0;
  // The hash of the trace as of the cursor: a reader can check it against `npm run replay`.
  const hash = useMemo(() => traceHashAtCursor(events, cursorSeq), [events, cursorSeq]);
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = langAttribute(language);
  }, [i18n, language]);
  useEffect(() => {
    if (params.tab) setInspectorTab(params.tab);
  }, [params.tab, setInspectorTab]);
  // A stage or token of the pipeline view opens its inspector tab: show it (adjusted while rendering, as
  // React advises for state that follows another value).
  const [seenFocus, setSeenFocus] = useState(focus);
  if (focus !== seenFocus) {
    setSeenFocus(focus);
    if (focus) setView('inspector');
  }
  const fullUrl = (() => {
    const url = new URL(window.location.href);
    url.searchParams.delete('embed');
    return url.toString();
  })();
  return (
    <div className="embed-player" data-testid="embed-player" data-view={view}>
      <header className="embed-header">
        <h1>
          {source.kind === 'runtime' ? <ShownTitle title={source.title} lessonId={lessonId} /> : 'ToolScope'}
        </h1>
        <a href={fullUrl} target="_blank" rel="noopener noreferrer">
          {text('embedOpenFull')}
        </a>
      </header>
      <PlayheadControls />
      {notice ? (
        <p role="alert" className="embed-notice" data-testid="lessons-notice">
          {notice.text}
        </p>
      ) : null}
      {!notice &&
      params.lessonId === null &&
      params.shareFragment === null &&
      params.lessonFragment === null ? (
        <p className="embed-notice">{text('embedEmpty')}</p>
      ) : null}
      {deferred?.phase === 'failed' ? (
        <FailedPart part="runtime" message={deferred.reason} onRetry={deferred.retry} />
      ) : null}
      {/* The session is replayed in the runtime just started: the panels keep the same trace meanwhile. */}
      {deferred?.phase === 'starting' ? <LoadingPart part="runtime" /> : null}
      <div className={`embed-body${hasGuide ? ' has-guide' : ''}`}>
        {hasGuide ? (
          <div className="embed-guide">
            <LessonGuidePart />
          </div>
        ) : null}
        <div className="embed-main">
          <div role="group" aria-label={t('embed.views')} className="embed-views segmented">
            {VIEWS.map((name) => (
              <button key={name} type="button" aria-pressed={view === name} onClick={() => setView(name)}>
                {t(`embed.${name}`)}
              </button>
            ))}
          </div>
          {view === 'pipeline' ? (
            <section aria-label={t('embed.pipeline')} className="embed-view">
              {hasEvents ? <PipelinePart /> : null}
            </section>
          ) : null}
          {view === 'conversation' ? (
            <section aria-label="conversation" className="embed-view">
              <MessageList />
            </section>
          ) : null}
          {view === 'inspector' ? (
            <section aria-label="inspector" className="embed-view">
              <InspectorPanel />
            </section>
          ) : null}
        </div>
      </div>
      {hasEvents ? (
        <p className="muted embed-hash">
          {text('traceHash')}
          {t('punctuation.colon')}
          <code data-testid="embed-trace-hash">{hash}</code>
        </p>
      ) : null}
    </div>
  );
}
