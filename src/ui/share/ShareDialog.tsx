// Share: the link for the session as it stands at the cursor (inputs only, and the point it opens paused at,
// with the step the step counter shows there and the lesson it came from), its size against what it can
// travel through, the trace hash the link reproduces and the command that prints the same hash.
import { useEffect, useMemo, useState } from 'react';
import type { SessionDocument } from '../../session/session-document';
import { encodeShareFragment } from '../../session/share/encode-share-link';
import { withShareFragment } from '../../session/share/share-format';
import { linkFit } from '../../session/share/share-limits';
import { openAtCursor } from '../../state/session-actions/live-document';
import { traceHashAt } from '../../session/trace-hash';
import { useAppStore } from '../store/use-app-store';
import { ModalDialog } from '../common/ModalDialog';
import { useText, type TextKey } from '../lessons/ui-text';
import { sessionActions } from '../store/session-actions';
import { ImportedFilesNote } from '../import/ImportedFilesNote';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
}

const FIT_TEXT: Record<ReturnType<typeof linkFit>, TextKey> = {
  chat: 'fitChat',
  everywhere: 'fitEverywhere',
  'file-only': 'fitFile',
};

export function ShareDialog({ open, onClose }: Props) {
  const text = useText();
  const session = useAppStore((s) => s.currentSession);
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  // Every key the app holds, for any endpoint: the encoder refuses a link that would carry one.
  const keys = useAppStore((s) => s.providerKeys);
  const [copied, setCopied] = useState(false);
  // Where the link opens: the event shown (the step counter's step and numbering), not a step's end.
  const { step } = openAtCursor(events, cursorSeq, null);
  // The session as it stands now (with inputs made since it was opened), fetched from the runtime.
  const [live, setLive] = useState<SessionDocument | null>(null);
  useEffect(() => {
    if (!open || !session) return;
    let current = true;
    void sessionActions()
      .liveDocument(session)
      .then((document) => current && setLive(document));
    return () => {
      current = false;
    };
  }, [open, session, events.length]);
  const share = useMemo(() => {
    if (!open || !session || !live) return null;
    const secrets = Object.values(keys).map((key) => key.apiKey);
    const openAt = openAtCursor(events, cursorSeq, session.lessonId);
    const encoded = encodeShareFragment({ ...live, openAt }, openAt.step || null, { secrets });
    if (!encoded.ok) return encoded;
    const url = withShareFragment(window.location.href.split('#')[0] ?? '', encoded.fragment);
    return { ok: true as const, url, hash: traceHashAt(events, openAt.point) };
  }, [open, session, live, events, cursorSeq, keys]);

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="share-title" className="share-dialog">
      <header className="lessons-modal-header">
        <h2 id="share-title">{text('shareTitle')}</h2>
        <button type="button" onClick={onClose}>
          {text('close')}
        </button>
      </header>
      {!session ? <p>{text('shareNothing')}</p> : null}
      {share && !share.ok ? <p role="alert">{share.reason}</p> : null}
      {share?.ok ? (
        <>
          <p data-testid="share-step" data-step={step}>
            {step === 0 ? text('sharedBeforeFirstStep') : `${text('sharedAtStep')} ${step}`}
          </p>
          <textarea className="share-link" readOnly value={share.url} rows={4} data-testid="share-link" />
          <p className={`share-meter share-meter-${linkFit(share.url.length)}`} data-testid="share-meter">
            {share.url.length} {text('chars')} · {text(FIT_TEXT[linkFit(share.url.length)])}
            <ImportedFilesNote document={live} />
          </p>
          <button
            type="button"
            onClick={() => void navigator.clipboard.writeText(share.url).then(() => setCopied(true))}
          >
            {copied ? text('copied') : text('copy')}
          </button>
          <p>
            {text('traceHash')}: <code data-testid="share-trace-hash">{share.hash}</code>
          </p>
          <p className="muted">{text('replayHint')}</p>
          <code className="share-command">npm run replay -- &apos;{share.url}&apos;</code>
        </>
      ) : null}
    </ModalDialog>
  );
}
