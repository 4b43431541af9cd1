// `?embed=1`: the compact player for iframes in articles — the session's title, the step controls, the
// conversation and one inspector (`&tab=`), and a link to open the same session in the full playground.
// A built-in lesson plays from its build-time recording (ui/app/compose/recorded-embed.ts): while a change
// brings the runtime after all, a placeholder says so above the panels, and a failure says so with a retry.
import { useEffect, useMemo } from 'react';
import { traceHashAtCursor } from '../../session/trace-hash';
import { useAppStore } from '../store/use-app-store';
import { MessageList } from '../conversation/MessageList';
import { PlayheadControls } from '../conversation/PlayheadControls';
import { InspectorPanel } from '../inspector/InspectorPanel';
import { FailedPart, LoadingPart } from '../common/lazy-part';
import { useText } from '../lessons/ui-text';
import type { PageParams } from './page-params';
import '../lessons/lessons.css';

export function EmbedPlayer({ params }: { readonly params: PageParams }) {
  const text = useText();
  const notice = useAppStore((s) => s.notice);
  const setInspectorTab = useAppStore((s) => s.setInspectorTab);
  const source = useAppStore((s) => s.traceSource);
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  // A lesson plays from its build-time recording; the runtime starts only when something needs it.
  const deferred = useAppStore((s) => s.deferredRuntime);
  const hasEvents = events.length > 0;
  // The hash of the trace as of the cursor: a reader can check it against `npm run replay`.
  const hash = useMemo(() => traceHashAtCursor(events, cursorSeq), [events, cursorSeq]);
  useEffect(() => {
    if (params.tab) setInspectorTab(params.tab);
  }, [params.tab, setInspectorTab]);
  const fullUrl = (() => {
    const url = new URL(window.location.href);
    url.searchParams.delete('embed');
    return url.toString();
  })();
  return (
    <div className="embed-player" data-testid="embed-player">
      <header className="embed-header">
        <h1>{source.kind === 'runtime' ? source.title : 'ToolScope'}</h1>
        <a href={fullUrl} target="_blank" rel="noopener noreferrer">
          {text('embedOpenFull')}
        </a>
      </header>
      <PlayheadControls />
      {hasEvents ? (
        <p className="muted embed-hash">
          {text('traceHash')}: <code data-testid="embed-trace-hash">{hash}</code>
        </p>
      ) : null}
      {notice ? (
        <p role="alert" data-testid="lessons-notice">
          {notice.text}
        </p>
      ) : null}
      {!notice && params.lessonId === null && params.shareFragment === null ? (
        <p>{text('embedEmpty')}</p>
      ) : null}
      {deferred?.phase === 'failed' ? (
        <FailedPart part="runtime" message={deferred.reason} onRetry={deferred.retry} />
      ) : null}
      {/* The session is replayed in the runtime just started: the panels keep the same trace meanwhile. */}
      {deferred?.phase === 'starting' ? <LoadingPart part="runtime" /> : null}
      <div className="embed-body">
        <section aria-label="conversation">{hasEvents ? <MessageList /> : null}</section>
        <section aria-label="inspector">
          <InspectorPanel />
        </section>
      </div>
    </div>
  );
}
