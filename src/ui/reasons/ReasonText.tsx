// A reason in the page's language, its verbatim parts as code; and, where the page is not English, the
// engine's own sentence behind a toggle ("英文原文"), marked translate="no" like everything the model reads.
import { useState, type ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../i18n/use-translation';
import { revealBidiControls } from '../common/bidi-controls';
import { showsOriginal, type Reason } from './reason';

export function Verbatim({ text }: { text: string }) {
  return (
    <code className="verbatim" translate="no">
      {revealBidiControls(text)}
    </code>
  );
}

/** `withOriginal={false}` where there is no room for the toggle (a mark on the pipeline view has a title). */
export function ReasonText({ reason, withOriginal = true }: { reason: Reason; withOriginal?: boolean }) {
  const { i18n } = useTranslation();
  if (showsOriginal(i18n.language, reason)) return <>{revealBidiControls(reason.original)}</>;
  const components: Record<string, ReactElement> = {};
  for (const [name, text] of Object.entries(reason.verbatim ?? {}))
    components[name] = <Verbatim text={text} />;
  return (
    <>
      <Trans i18nKey={`reasons.${reason.key}`} values={reason.values} components={components} />
      {withOriginal && reason.original ? <OriginalText text={reason.original} /> : null}
    </>
  );
}

/**
 * The English the engine (or the model's side of the trace) holds, on demand. A button and a span rather
 * than <details>: reasons sit inside paragraphs and table cells, where only phrasing content may go.
 */
export function OriginalText({ text, label = 'reasons.original' }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <span className="reason-original">
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(label)}
      </button>
      {open ? (
        <span translate="no" lang="en" data-testid="reason-original">
          {revealBidiControls(text)}
        </span>
      ) : null}
    </span>
  );
}

/** What the model read (a tool's error message): inline on an English page, on demand on another. */
export function ModelText({ text }: { text: string }) {
  const { i18n } = useTranslation();
  if (i18n.language.startsWith('en')) return <span translate="no">{revealBidiControls(text)}</span>;
  return <OriginalText text={text} label="reasons.modelReceived" />;
}
