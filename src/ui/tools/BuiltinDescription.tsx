// A built-in tool's description, editable: the words the model reads are the whole of how it comes to know a
// tool, so a learner can reword one and watch the next schema (and the model's choices) change.
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface BuiltinDescriptionProps {
  name: string;
  /** The edited text, if the session has one. */
  edited: string | undefined;
  /** What the model read at the last schema build (the default, unless edited). */
  published: string | undefined;
  onChange: (description: string | undefined) => void;
}

export function BuiltinDescription({ name, edited, published, onChange }: BuiltinDescriptionProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(edited ?? published ?? '');
  return (
    <details className="builtin-description" data-tool={name}>
      <summary>
        {t('toolsTab.editDescription', { name })}
        {edited !== undefined ? <span className="badge badge-warn">{t('toolsTab.edited')}</span> : null}
      </summary>
      <label>
        <span className="sr-only">{t('toolsTab.descriptionOf', { name })}</span>
        <textarea rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <p>
        <button type="button" disabled={text.trim() === ''} onClick={() => onChange(text.trim())}>
          {t('toolsTab.keepDescription')}
        </button>{' '}
        <button
          type="button"
          disabled={edited === undefined}
          onClick={() => {
            setText(published ?? '');
            onChange(undefined);
          }}
        >
          {t('toolsTab.resetDescription')}
        </button>
      </p>
    </details>
  );
}
