// Compare two runs: choose two sessions (a saved one, the one on screen, a built-in lesson), replay each in a
// runtime worker of its own, and draw the diff that `npm run diff` prints (session/compare/: one
// definition): the first diverging event, the panels that differ, and the two traces side by side.
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { diffRuns, type RunDiff } from '../../session/compare/run-diff';
import { runSpecOf } from '../../session/session-document';
import { ModalDialog } from '../common/ModalDialog';
import { useLibrary } from '../store/use-library';
import { useAppStore } from '../store/use-app-store';
import { CompareResult } from './CompareResult';
import { compareSources, defaultPair } from './compare-sources';
import { forkOriginText } from './fork-origin-text';
import { traceRun } from '../ports/run-tracer-port';
import { useAppServices } from '../store/app-services';
import './compare.css';

type Comparison =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running' }
  | { readonly kind: 'failed'; readonly side: 'left' | 'right'; readonly reason: string }
  | { readonly kind: 'done'; readonly diff: RunDiff };

export function CompareDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const activeId = useAppStore((s) => s.activeSessionId);
  const library = useLibrary(true);
  const entries = useMemo(() => (library?.ok ? library.entries : []), [library]);
  const sources = useMemo(
    () => compareSources(t, language, entries, activeId),
    [t, language, entries, activeId],
  );
  const offered = useMemo(() => defaultPair(sources, entries, activeId), [sources, entries, activeId]);
  const [picked, setPicked] = useState<{ left?: string; right?: string }>({});
  const left = picked.left ?? offered.left;
  const right = picked.right ?? offered.right;
  const [comparison, setComparison] = useState<Comparison>({ kind: 'idle' });
  const { runTracer } = useAppServices();

  const origins = (['left', 'right'] as const).flatMap((side) => {
    const source = sources.find((s) => s.key === (side === 'left' ? left : right));
    const text = source ? forkOriginText(t, side, source.document) : null;
    return text === null ? [] : [{ side, text }];
  });

  const compare = async () => {
    const a = sources.find((s) => s.key === left);
    const b = sources.find((s) => s.key === right);
    if (!a || !b) return;
    setComparison({ kind: 'running' });
    const [ta, tb] = await Promise.all([
      traceRun(runTracer, runSpecOf(a.document)),
      traceRun(runTracer, runSpecOf(b.document)),
    ]);
    if (!ta.ok) return setComparison({ kind: 'failed', side: 'left', reason: ta.reason });
    if (!tb.ok) return setComparison({ kind: 'failed', side: 'right', reason: tb.reason });
    setComparison({ kind: 'done', diff: diffRuns(ta.events, tb.events) });
  };

  const picker = (side: 'left' | 'right', value: string) => (
    <label className="compare-pick">
      {t(`compare.${side}`)}
      <select
        value={value}
        onChange={(event) => {
          setPicked((before) => ({ ...before, [side]: event.target.value }));
          setComparison({ kind: 'idle' });
        }}
      >
        {sources.map((source) => (
          <option key={source.key} value={source.key}>
            {source.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <ModalDialog open onClose={onClose} labelledBy="compare-title" className="compare-dialog">
      <div className="lessons-modal-header">
        <h2 id="compare-title">{t('compare.title')}</h2>
        <button type="button" onClick={onClose}>
          {t('compare.close')}
        </button>
      </div>
      <p className="muted">{t('compare.intro')}</p>
      <div className="compare-picks">
        {picker('left', left)}
        {picker('right', right)}
        <button
          type="button"
          disabled={comparison.kind === 'running' || sources.length === 0}
          onClick={() => void compare()}
        >
          {t('compare.run')}
        </button>
      </div>
      {origins.map(({ side, text }) => (
        <p key={side} className="muted" data-testid={`fork-origin-${side}`}>
          {text}
        </p>
      ))}
      {comparison.kind === 'running' ? <p role="status">{t('compare.running')}</p> : null}
      {comparison.kind === 'failed' ? (
        <p role="alert" className="sessions-problem">
          {t('compare.failed', { side: t(`compare.sides.${comparison.side}`), reason: comparison.reason })}
        </p>
      ) : null}
      {comparison.kind === 'done' ? <CompareResult diff={comparison.diff} /> : null}
    </ModalDialog>
  );
}
