// The response streaming in, on the model's side of the diagram: the text and each tool call's arguments as
// the deltas have written them so far (as of the selected event), and the tokens counted as they come.
// Each delta is one piece; the pieces released since the last render fade in one after another
// (use-arrived-pieces.ts), so stepping onto a response reads as it streams, while the text is always
// exactly what the trace holds at the cursor.
import { useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { ResponseStage } from '../../state/selectors';
import { revealBidiControls } from '../common/bidi-controls';
import { StreamPieces, tailPieces } from '../common/StreamPieces';
import { revealMsOf, useArrivedPieces, useStillRevealing } from '../common/use-arrived-pieces';
import { CALLS_PER_PAGE } from '../common/bounded';
import { formatCount } from '../common/format';
import { useReducedMotion } from '../common/use-reduced-motion';

/** The stream shows its last this many characters of text, and of each call's arguments. */
const TEXT_TAIL_CHARS = 220;
const ARGUMENTS_TAIL_CHARS = 90;

/** `settle`: the diagram jumped (data-motion="settle"), so the new pieces show at once. */
export function ResponseStream({
  response,
  step,
  settle,
}: {
  response: ResponseStage | null;
  step: number;
  settle: boolean;
}) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const textPieces = response?.textPieces ?? [];
  const calls = response?.calls ?? [];
  const total = textPieces.length + calls.reduce((n, call) => n + call.pieces.length, 0);
  const arrived = useArrivedPieces(String(step), total);
  const fresh = Math.max(0, total - arrived);
  // All the deltas are in, but the last ones are still being typed out: "streaming" until they show.
  const box = useRef<HTMLDivElement>(null);
  const typing = useStillRevealing(`${step}:${total}`, settle || reduced ? 0 : revealMsOf(fresh), box);
  const state =
    response === null
      ? 'idle'
      : response.done && !typing
        ? 'done'
        : response.waitingForFirstToken
          ? 'waiting'
          : 'streaming';
  const text = tailPieces(textPieces, 0, TEXT_TAIL_CHARS);
  // Each call's first piece's position among all pieces, in one pass (a turn may hold 1,000 calls).
  const offsets: number[] = [textPieces.length];
  for (const call of calls) offsets.push(offsets.at(-1)! + call.pieces.length);
  // The box follows the stream's tail: its last calls are drawn, the earlier ones counted (the lanes and
  // the conversation list them all, a page at a time).
  const firstShown = Math.max(0, calls.length - CALLS_PER_PAGE);
  return (
    <div
      ref={box}
      className="pipeline-stream"
      data-testid="pipeline-stream"
      data-state={state}
      data-tokens={response?.deltas ?? 0}
      aria-live="off"
    >
      <div className="stream-head">
        {/* Under the chain, from the request it answers. */}
        <span className="stream-arrow" aria-hidden="true">
          ↳
        </span>
        <strong>{t('pipeline.stream.label')}</strong>{' '}
        <span className="stream-status">{response === null ? '—' : t(`pipeline.stream.${state}`)}</span>
        {response !== null && !response.waitingForFirstToken ? (
          <span className="stream-count" data-testid="stream-token-count">
            {response.usage
              ? t('pipeline.stream.tokensUsage', {
                  count: response.deltas,
                  usage: response.usage.completionTokens,
                })
              : t('pipeline.stream.tokens', { count: response.deltas })}
          </span>
        ) : null}
      </div>
      {text.shown.length > 0 ? (
        <p className="stream-text" data-testid="stream-text" translate="no">
          <StreamPieces pieces={text.shown} cut={text.cut} arrived={arrived} fresh={fresh} />
          {state === 'streaming' && calls.length === 0 ? (
            <span className="stream-caret" aria-hidden="true" />
          ) : null}
        </p>
      ) : null}
      {firstShown > 0 ? (
        <p className="bounded-more muted" data-testid="calls-hidden" data-hidden={firstShown}>
          {t('bounded.callsHidden', { hidden: formatCount(firstShown) })}
        </p>
      ) : null}
      {calls.length > 0 ? (
        <ol className="stream-calls">
          {calls.slice(firstShown).map((call, shownAt) => {
            const i = firstShown + shownAt;
            const args = tailPieces(call.pieces, offsets[i]!, ARGUMENTS_TAIL_CHARS);
            const last = i === calls.length - 1;
            return (
              <li
                key={call.index}
                data-call-index={call.index}
                data-call-id={call.id ?? undefined}
                translate="no"
              >
                <span className="stream-call-name">{call.name ? revealBidiControls(call.name) : '…'}</span>
                <code className="stream-arguments" data-testid="stream-arguments">
                  <StreamPieces pieces={args.shown} cut={args.cut} arrived={arrived} fresh={fresh} />
                  {state === 'streaming' && last ? (
                    <span className="stream-caret" aria-hidden="true" />
                  ) : null}
                </code>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
