// A read-only text to copy (a link, an <iframe> snippet) and its Copy button, which says when it copied.
import { useState } from 'react';
import { useText } from '../i18n/lessons-ui-text';

interface Props {
  readonly value: string;
  readonly rows: number;
  readonly testId: string;
  readonly copyLabel: string;
}

export function CopyField({ value, rows, testId, copyLabel }: Props) {
  const text = useText();
  const [copied, setCopied] = useState<string | null>(null);
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
        onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(value))}
      >
        {copied === value ? text('copied') : copyLabel}
      </button>
    </div>
  );
}
