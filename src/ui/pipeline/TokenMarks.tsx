// What a call left at each stage it passed: the gates' verdicts, its result's size against the 50 KB line,
// the budget's cut with the spill file the rest went to, and its place in the history. Drawn in the call's
// lane at the stage's row, so a lane reads top to bottom as the call's path.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { TFunction } from 'i18next';
import {
  CALL_STAGES,
  GATE_STAGES,
  type CallStageId,
  type CallToken,
  type GateStageId,
} from '../../state/selectors';
import { assertNever } from '../../common/assert-never';
import { ByteSize } from '../common/ByteSize';
import { revealBidiControls } from '../common/bidi-controls';
import { refusalReason } from '../reasons/plan-reason';
import { useReasonString } from '../reasons/use-reason-string';
import { ReasonText } from '../reasons/ReasonText';
import { mcpProgressWords } from './mcp-progress-words';
import { mcpCallNoteWords } from './mcp-more-words';

const PER_TOOL_LINE_BYTES = 50_000;

type Tone = 'ok' | 'bad' | 'wait' | 'plain';

function Mark({
  token,
  stage,
  verdict,
  tone,
  title,
  lane,
  children,
  extra,
}: {
  token: CallToken;
  stage: CallStageId;
  verdict: string;
  tone: Tone;
  title?: string | undefined;
  lane: number;
  children: ReactNode;
  extra?: Record<string, string> | undefined;
}) {
  return (
    <span
      className={`pipeline-mark tone-${tone}`}
      data-call-id={token.callId}
      data-stage={stage}
      data-verdict={verdict}
      title={title}
      style={{ gridColumn: lane + 1, gridRow: CALL_STAGES.indexOf(stage) + 2 }}
      {...extra}
    >
      {children}
    </span>
  );
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

interface GateLook {
  readonly verdict: string;
  readonly tone: Tone;
  readonly text: string;
  readonly extra?: Record<string, string> | undefined;
}

/** How a gate's verdict reads on the call's lane: null before the call reached that gate. */
function gateLook(stage: GateStageId, token: CallToken, t: TFunction): GateLook | null {
  switch (stage) {
    case 'permission': {
      const verdict = token.permission;
      if (!verdict) return null;
      const icon = verdict === 'ALLOW' ? '✓' : verdict === 'DENY' ? '✕' : '?';
      return {
        verdict,
        tone: verdict === 'ALLOW' ? 'ok' : verdict === 'DENY' ? 'bad' : 'wait',
        text: `${icon} ${verdict}`,
      };
    }
    case 'lock': {
      const verdict = token.lock;
      if (!verdict) return null;
      if (verdict === 'SKIP') return { verdict, tone: 'plain', text: t('pipeline.mark.SKIP') };
      const label = verdict === 'NEW_FILE' ? t('pipeline.mark.NEW_FILE') : verdict;
      return verdict === 'CONFLICT'
        ? { verdict, tone: 'bad', text: `✕ ${label}` }
        : { verdict, tone: 'ok', text: `✓ ${label}` };
    }
    case 'breaker': {
      const verdict = token.breaker;
      if (!verdict) return null;
      const tone = verdict === 'OPEN' ? 'bad' : verdict === 'PROBE' ? 'wait' : 'ok';
      if (token.tripped)
        return { verdict, tone, text: t('pipeline.mark.tripped'), extra: { 'data-tripped': 'true' } };
      return { verdict, tone, text: verdict === 'OPEN' ? '✕ OPEN' : verdict };
    }
    default:
      return assertNever(stage);
  }
}

export function TokenMarks({
  token,
  lane,
  perToolMaxBytes,
}: {
  token: CallToken;
  lane: number;
  perToolMaxBytes: number | null;
}) {
  const { t } = useTranslation();
  const said = useReasonString();
  const refusal = token.refused ? said(refusalReason(token.refused, token.toolName)) : undefined;
  const marks: ReactNode[] = [];
  const common = { token, lane };
  if (token.refused?.stage === 'plan')
    marks.push(
      <Mark key="plan" {...common} stage="plan" verdict="INVALID" tone="bad" title={refusal}>
        ✕ <ReasonText reason={refusalReason(token.refused, token.toolName)} withOriginal={false} />
      </Mark>,
    );
  for (const stage of GATE_STAGES) {
    const look = gateLook(stage, token, t);
    if (look)
      marks.push(
        <Mark
          key={stage}
          {...common}
          stage={stage}
          verdict={look.verdict}
          tone={look.tone}
          title={token.refused?.stage === stage ? refusal : undefined}
          extra={look.extra}
        >
          {look.text}
        </Mark>,
      );
  }
  if (token.progress || token.notes.length > 0) {
    // One mark in the run row (marks are placed by cell): the last progress, then what the client had to do.
    const progress = token.progress ? mcpProgressWords(token.progress, t) : null;
    const notes = token.notes.map((note) => ({ note, words: mcpCallNoteWords(note, t) }));
    marks.push(
      <Mark
        key="progress"
        {...common}
        stage="run"
        verdict={progress ? 'PROGRESS' : 'NOTE'}
        tone="plain"
        title={[progress, ...notes.map(({ words }) => words)]
          .flatMap((words) => (words ? [words.title] : []))
          .join('\n')}
        extra={token.progress ? { 'data-progress': String(token.progress.progress) } : undefined}
      >
        {progress && <span className="mark-line">⋯ {revealBidiControls(progress.text)}</span>}
        {notes.map(({ note, words }, index) => (
          <span key={index} className="mark-line" data-mcp-note={note.kind}>
            ↻ {revealBidiControls(words.text)}
          </span>
        ))}
      </Mark>,
    );
  }
  if (token.resultBytes !== null && token.refused === null) {
    const line = perToolMaxBytes ?? PER_TOOL_LINE_BYTES;
    const over = token.resultBytes > line;
    marks.push(
      <Mark
        key="result"
        {...common}
        stage="result"
        verdict={token.status ?? 'success'}
        tone={over ? 'bad' : token.status === 'error' ? 'bad' : 'ok'}
        title={
          token.finishedOrder === null
            ? undefined
            : t('pipeline.token.finished', { order: token.finishedOrder })
        }
        extra={{ 'data-bytes': String(token.resultBytes), ...(over ? { 'data-over': 'true' } : {}) }}
      >
        <span className="mark-line">
          {token.status === 'error' ? '✕' : '✓'} <ByteSize bytes={token.resultBytes} />
        </span>
        <span className="size-bar" aria-hidden="true" data-over={over || undefined}>
          <span style={{ width: `${Math.min(100, (token.resultBytes / line) * 100)}%` }} />
        </span>
      </Mark>,
    );
  }
  if (token.cut) {
    const spill = token.cut.spillPath;
    marks.push(
      <Mark
        key="budget"
        {...common}
        stage="budget"
        verdict="CUT"
        tone="wait"
        title={spill ?? t('pipeline.mark.spillFailed')}
        extra={{ 'data-layer': token.cut.layer, ...(spill ? { 'data-spill-path': spill } : {}) }}
      >
        <span className="mark-line">
          ✂ {t('pipeline.mark.cut', { layer: t(`pipeline.layer.${token.cut.layer}`) })} →{' '}
          <ByteSize bytes={token.cut.afterBytes} />
        </span>
        <span className="mark-line spill-path">
          {spill
            ? t('pipeline.mark.spill', { file: revealBidiControls(fileName(spill)) })
            : t('pipeline.mark.spillFailed')}
        </span>
      </Mark>,
    );
  }
  return <>{marks}</>;
}
