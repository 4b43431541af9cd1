// Pretty-printed JSON in a scrollable, focusable block (keyboard users can scroll it too). JSON leaves
// bidirectional controls as they are, so they are drawn as placeholders here (bidi-controls.ts).
import { revealBidiControls } from './bidi-controls';

export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <pre className="json-block" tabIndex={0} aria-label={label}>
      {revealBidiControls(text)}
    </pre>
  );
}
