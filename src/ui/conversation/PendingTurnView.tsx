// The turn the model is writing, at the foot of the conversation (selectPendingTurn): its text and each tool
// call's card fill in piece by piece as the deltas arrive, in replay, in a lesson's played step and live,
// then stay, assembled, while the calls run. When the turn joins the history, the ordinary message and
// cards take its place. The pieces fade in like the pipeline's Response box (StreamPieces).
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { PendingTurn } from '../../state/selectors';
import { revealBidiControls } from '../common/bidi-controls';
import { boundedList, boundedPieces, CALLS_PER_PAGE, TEXT_PER_PAGE } from '../common/bounded';
import { formatCount } from '../common/format';
import { ShowMore } from '../common/ShowMore';
import { allPieces, StreamPieces } from '../common/StreamPieces';
import { revealMsOf, useArrivedPieces, useStillRevealing } from '../common/use-arrived-pieces';
import { useReducedMotion } from '../common/use-reduced-motion';
import { useSettleAtCursor } from '../pipeline/use-settle-on-jump';

/** `nestedOf`: what a call started (a Task call's running subagent), drawn in its card as in a finished one. */
export function PendingTurnView({
  pending,
  nestedOf,
}: {
  pending: PendingTurn | null;
  nestedOf: (callId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const settle = useSettleAtCursor();
  const reduced = useReducedMotion();
  const [pages, setPages] = useState(1);
  const response = pending?.response;
  const textPieces = boundedPieces(response?.textPieces ?? [], TEXT_PER_PAGE).shown;
  // A turn of many calls or a long argument is drawn in part (ui/common/bounded.ts): the first pages of
  // calls, the first piece of each argument; the whole is in the conversation once the turn ends.
  const listed = boundedList(response?.calls ?? [], CALLS_PER_PAGE * pages);
  const calls = listed.shown.map((call) => {
    const pieces = boundedPieces(call.pieces, TEXT_PER_PAGE);
    return { ...call, pieces: pieces.shown, hiddenChars: pieces.hidden };
  });
  const total = textPieces.length + calls.reduce((n, call) => n + call.pieces.length, 0);
  const key = String(pending?.requestSeq ?? -1);
  const arrived = useArrivedPieces(key, total);
  const fresh = Math.max(0, total - arrived);
  const bubble = useRef<HTMLDivElement>(null);
  const typing = useStillRevealing(`${key}:${total}`, settle || reduced ? 0 : revealMsOf(fresh), bubble);
  if (!pending || !response) return null;
  const state = response.waitingForFirstToken
    ? 'waiting'
    : !response.done || typing
      ? 'streaming'
      : 'running';
  // Each call's first piece's position among all of the response's pieces (text first).
  const starts = calls.reduce<number[]>(
    (at, call, i) => [...at, at[i]! + call.pieces.length],
    [textPieces.length],
  );
  return (
    <li>
      <div
        ref={bubble}
        className="message message-assistant is-pending"
        data-testid="pending-turn"
        data-state={state}
        data-motion={settle ? 'settle' : 'animate'}
      >
        <span className="message-role">
          {t('conversation.assistant')} <span className="muted">{t(`conversation.turn.${state}`)}</span>
        </span>
        {textPieces.length > 0 ? (
          <p translate="no" data-testid="pending-text">
            <StreamPieces pieces={allPieces(textPieces, 0)} arrived={arrived} fresh={fresh} />
          </p>
        ) : null}
        {calls.map((call, i) => {
          const name = call.name ?? '…';
          return (
            <article
              key={call.index}
              className="tool-card status-pending is-streaming"
              aria-label={t('conversation.toolCall', { name })}
              data-call-id={call.id ?? undefined}
            >
              <header className="tool-card-head">
                <span className="tool-name">{revealBidiControls(name)}</span>
                {call.id ? <code className="muted">{call.id}</code> : null}
                <span className="badge badge-pending" data-status="pending">
                  {t(state === 'running' ? 'conversation.pending' : 'conversation.turn.writingCall')}
                </span>
              </header>
              <pre className="tool-card-args" aria-label={t('conversation.arguments')} translate="no">
                <StreamPieces pieces={allPieces(call.pieces, starts[i]!)} arrived={arrived} fresh={fresh} />
              </pre>
              {call.hiddenChars > 0 ? (
                <p className="bounded-more muted" data-testid="text-hidden">
                  {t('bounded.textHidden', { hidden: formatCount(call.hiddenChars) })}
                </p>
              ) : null}
              {call.id ? nestedOf(call.id) : null}
            </article>
          );
        })}
        <ShowMore
          items="calls"
          hidden={listed.hidden}
          next={CALLS_PER_PAGE}
          onMore={() => setPages(pages + 1)}
        />
      </div>
    </li>
  );
}
