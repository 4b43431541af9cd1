// Pretty-printed JSON in a scrollable, focusable block (keyboard users can scroll it too). JSON leaves
// bidirectional controls as they are, so they are drawn as placeholders here (bidi-controls.ts).
// A long one (a response of 1,000 calls, a 1 MB argument) is drawn a piece at a time, whole as a download.
import { revealBidiControls } from './bidi-controls';
import { BoundedPre } from './BoundedPre';

export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <BoundedPre
      className="json-block"
      tabIndex={0}
      aria-label={label}
      text={text}
      fileName={`${label.replace(/[^\p{L}\p{N}]+/gu, '-')}.json`}
      render={revealBidiControls}
    />
  );
}
