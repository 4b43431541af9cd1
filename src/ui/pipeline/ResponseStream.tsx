// The response streaming in, on the model's side of the diagram: the text and each tool call's arguments as
// the deltas have written them so far (as of the selected event), and the tokens counted as they come.
// Each delta is one piece; the pieces released since the last render fade in one after another
// (use-arrived-pieces.ts), so stepping onto a response reads as it streams, while the text is always
// exactly what the trace holds at the cursor.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseStage } from '../../state/selectors';
import { revealBidiControls } from '../common/bidi-controls';
import { revealDelayMs, useArrivedPieces } from './use-arrived-pieces';

/** The stream shows its last this many characters of text, and of each call's arguments. */
const TEXT_TAIL_CHARS = 220;
const ARGUMENTS_TAIL_CHARS = 90;

interface Piece {
  readonly text: string;
  /** Its position among every piece of the response (text first, then the calls in order). */
  readonly at: number;
}

/** The last pieces that make up at least `chars` characters, and whether any were left out before them. */
function tail(pieces: readonly string[], offset: number, chars: number): { shown: Piece[]; cut: boolean } {
  const shown: Piece[] = [];
  let length = 0;
  let i = pieces.length - 1;
  for (; i >= 0 && length < chars; i--) {
    shown.push({ text: pieces[i]!, at: offset + i });
    length += pieces[i]!.length;
  }
  return { shown: shown.reverse(), cut: i >= 0 };
}

function Pieces({
  pieces,
  cut,
  arrived,
  fresh,
}: {
  pieces: Piece[];
  cut: boolean;
  arrived: number;
  fresh: number;
}) {
  return (
    <>
      {cut ? '…' : null}
      {pieces.map((piece) => {
        const nth = piece.at - arrived;
        const isNew = nth >= 0;
        const style: CSSProperties | undefined = isNew
          ? { animationDelay: `${revealDelayMs(nth, fresh)}ms` }
          : undefined;
        return (
          <span key={piece.at} className={isNew ? 'stream-piece is-new' : 'stream-piece'} style={style}>
            {revealBidiControls(piece.text)}
          </span>
        );
      })}
    </>
  );
}

export function ResponseStream({ response, step }: { response: ResponseStage | null; step: number }) {
  const { t } = useTranslation();
  const textPieces = response?.textPieces ?? [];
  const calls = response?.calls ?? [];
  const total = textPieces.length + calls.reduce((n, call) => n + call.pieces.length, 0);
  const arrived = useArrivedPieces(String(step), total);
  const fresh = Math.max(0, total - arrived);
  const state =
    response === null
      ? 'idle'
      : response.done
        ? 'done'
        : response.waitingForFirstToken
          ? 'waiting'
          : 'streaming';
  const text = tail(textPieces, 0, TEXT_TAIL_CHARS);
  const offsets = calls.reduce<number[]>(
    (starts, call, i) => [...starts, starts[i]! + call.pieces.length],
    [textPieces.length],
  );
  return (
    <div
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
          <Pieces pieces={text.shown} cut={text.cut} arrived={arrived} fresh={fresh} />
          {state === 'streaming' && calls.length === 0 ? (
            <span className="stream-caret" aria-hidden="true" />
          ) : null}
        </p>
      ) : null}
      {calls.length > 0 ? (
        <ol className="stream-calls">
          {calls.map((call, i) => {
            const args = tail(call.pieces, offsets[i]!, ARGUMENTS_TAIL_CHARS);
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
                  <Pieces pieces={args.shown} cut={args.cut} arrived={arrived} fresh={fresh} />
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
