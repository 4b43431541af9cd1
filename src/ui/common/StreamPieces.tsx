// A streamed text drawn piece by piece, one piece per delta: the pieces new in this render (released since
// the last one: use-arrived-pieces.ts) fade in one after another, so a response whose deltas one Step
// released still reads as it streams, while the text is always exactly what the trace holds at the cursor.
// The pipeline's Response box shows the tail of each text; the conversation shows them whole.
import type { CSSProperties } from 'react';
import { revealBidiControls } from './bidi-controls';
import { revealDelayMs } from './use-arrived-pieces';
import './stream-pieces.css';

export interface StreamPiece {
  readonly text: string;
  /** Its position among every piece of the response (text first, then the calls in order). */
  readonly at: number;
}

/** The last pieces that make up at least `chars` characters, and whether any were left out before them. */
export function tailPieces(
  pieces: readonly string[],
  offset: number,
  chars: number,
): { shown: StreamPiece[]; cut: boolean } {
  const shown: StreamPiece[] = [];
  let length = 0;
  let i = pieces.length - 1;
  for (; i >= 0 && length < chars; i--) {
    shown.push({ text: pieces[i]!, at: offset + i });
    length += pieces[i]!.length;
  }
  return { shown: shown.reverse(), cut: i >= 0 };
}

/** Every piece, numbered from `offset`. */
export const allPieces = (pieces: readonly string[], offset: number): StreamPiece[] =>
  pieces.map((text, i) => ({ text, at: offset + i }));

/** `arrived`: how many pieces were drawn before this render; `fresh`: how many are new in it. */
export function StreamPieces({
  pieces,
  cut = false,
  arrived,
  fresh,
}: {
  pieces: readonly StreamPiece[];
  cut?: boolean;
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
