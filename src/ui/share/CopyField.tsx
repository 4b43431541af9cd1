// A read-only text to copy (a link, an <iframe> snippet) and its Copy button, which says when it copied. A
// link too long to travel as one (share-limits: file only) cannot be copied: the button says why, and the
// dialog offers the file beside it.
import { useState } from 'react';
import { linkFit } from '../../session/share/share-limits';
import { useText } from '../i18n/lessons-ui-text';

interface Props {
  readonly value: string;
  readonly rows: number;
  readonly testId: string;
  readonly copyLabel: string;
  /** The value is a link: Copy is refused once it is too long for one. */
  readonly isLink?: boolean;
}

export function CopyField({ value, rows, testId, copyLabel, isLink = false }: Props) {
  const text = useText();
  const [copied, setCopied] = useState<string | null>(null);
  const refused = isLink && linkFit(value.length) === 'file-only';
  return (
    <div className="copy-field">
      <textarea
        className="share-link"
        readOnly
        value={value}
        rows={rows}
        data-testid={testId}
        aria-label={copyLabel}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        disabled={refused}
        title={refused ? text('fitFile') : undefined}
        data-testid={`${testId}-copy`}
        onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(value))}
      >
        {copied === value ? text('copied') : copyLabel}
      </button>
    </div>
  );
}
