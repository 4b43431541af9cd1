// Share: the session as it stands at the cursor — for a built-in lesson first "this lesson at this step"
// (a short link naming the lesson, decision 0602), for a lesson written in the editor its own link (the
// guide and the session whole, `#l=2.…`, which the embed plays too: issue 33), then the session link (inputs only, and the point it
// opens paused at, with the step the step counter shows there and the lesson it came from), its size
// against what it can travel through, the trace hash the link reproduces and the command that prints the
// same hash; and an <iframe> snippet of the embedded player at the same place.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { SessionDocument } from '../../session/session-document';
import { encodeShareFragment } from '../../session/share/encode-share-link';
import { draftOf } from '../../session/lessons/authoring/lesson-draft';
import { shareWrittenLesson } from '../../session/lessons/authoring/share-written-lesson';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { isUnchangedLesson, lessonPinTag, lessonLinkUrl } from '../../session/lessons/lesson-link';
import { conversationLanguageOf } from '../../session/lessons/lesson-variants';
import { openAtCursor } from '../../state/session-actions/live-document';
import { traceHashAt } from '../../session/trace-hash';
import { useAppStore } from '../store/use-app-store';
import { ModalDialog } from '../common/ModalDialog';
import { LANGUAGE_NAMES } from '../common/preference-choices';
import { useText } from '../i18n/lessons-ui-text';
import { useSessionActions } from '../store/session-actions';
import { ImportedFilesNote } from '../import/ImportedFilesNote';
import { CopyField } from './CopyField';
import { LinkLength } from './LinkLength';
import { WrittenLessonLink } from './WrittenLessonLink';
import { snippetTab } from './snippet-tab';
import { eventsAsOf } from '../../state/selectors';
import { SharedKeyWarning } from '../common/KeyShapedWarning';
import { withoutEndpointCredentials } from '../../state/ways-out';
import { EndpointTokenNote } from './EndpointTokenNote';
import { sharedAtText } from './shared-at-text';
import { appBaseUrl, embedUrl, iframeSnippet, sessionLinkUrl, type EmbedTarget } from './share-urls';

interface Props {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function ShareDialog({ open, onClose }: Props) {
  const actions = useSessionActions();
  const text = useText();
  const { t } = useTranslation();
  const session = useAppStore((s) => s.currentSession);
  const events = useAppStore((s) => s.events);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const language = useAppStore((s) => s.language);
  const tab = useAppStore((s) => s.inspectorTab);
  // Every key the app holds, for any endpoint: the encoder refuses a link that would carry one.
  const keys = useAppStore((s) => s.providerKeys);
  // Where the link opens: the event shown (the step counter's step and numbering), not a step's end.
  const { step } = openAtCursor(events, cursorSeq, null);
  // The session as it stands now (with inputs made since it was opened), fetched from the runtime.
  const [recorded, setLive] = useState<SessionDocument | null>(null);
  // The endpoint's own credential, when its address seems to hold one and the person chose to drop it.
  const [dropToken, setDropToken] = useState(false);
  const live = useMemo(
    () => (recorded && dropToken ? withoutEndpointCredentials(recorded) : recorded),
    [recorded, dropToken],
  );
  useEffect(() => {
    if (!open || !session) return;
    let current = true;
    void actions.liveDocument(session).then((document) => current && setLive(document));
    return () => {
      current = false;
    };
  }, [open, session, events.length, actions]);
  const share = useMemo(() => {
    if (!open || !session || !live) return null;
    const secrets = Object.values(keys).map((key) => key.apiKey);
    const openAt = openAtCursor(events, cursorSeq, session.lessonId);
    const encoded = encodeShareFragment({ ...live, openAt }, openAt.step || null, { secrets });
    if (!encoded.ok) return encoded;
    const base = appBaseUrl(window.location.href);
    const lesson = session.lessonId === null ? undefined : lessonById(session.lessonId);
    // The conversation on screen (the lesson's English or Chinese session): the link names it by its pin,
    // so it reproduces this session whatever language the page that opens it speaks.
    const told = lesson ? conversationLanguageOf(lesson, live) : null;
    const lessonLink =
      lesson && told !== null && isUnchangedLesson(live, lesson, told)
        ? {
            lessonId: lesson.id,
            step: openAt.step,
            point: openAt.point,
            pin: lessonPinTag(lesson.id, told),
            lang: language,
          }
        : null;
    // A written lesson travels with its guide, in the link and in the embed, as its editor shares it.
    const written = session.lesson
      ? shareWrittenLesson(draftOf(session.lesson), live, openAt, language, secrets)
      : null;
    if (written && !written.ok) return written;
    const target: EmbedTarget = lessonLink
      ? { kind: 'lesson', link: lessonLink }
      : { kind: 'session', fragment: written ? written.fragment : encoded.fragment, lang: language };
    return {
      ok: true as const,
      lessonNumber: lesson?.number ?? null,
      lessonUrl: lessonLink ? lessonLinkUrl(base, lessonLink) : null,
      written: written
        ? { url: sessionLinkUrl(base, written.fragment, language), lesson: written.lesson }
        : null,
      url: sessionLinkUrl(base, encoded.fragment, language),
      // The tab the note in force points at, so the embed opens where the guide says to look.
      embed: iframeSnippet(
        embedUrl(
          base,
          target,
          snippetTab(session.lesson ?? session.lessonId, eventsAsOf(events, cursorSeq), tab),
        ),
        live.title,
      ),
      hash: traceHashAt(events, openAt.point),
    };
  }, [open, session, live, events, cursorSeq, keys, language, tab]);

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
            {sharedAtText(t, step)}
          </p>
          <SharedKeyWarning document={live} />
          {recorded ? (
            <EndpointTokenNote document={recorded} where="share" dropped={dropToken} onDrop={setDropToken} />
          ) : null}
          {share.lessonNumber !== null ? (
            <section aria-labelledby="share-lesson-title" className="share-section">
              <h3 id="share-lesson-title">{t('shareLinks.lessonTitle')}</h3>
              {share.lessonUrl !== null ? (
                <>
                  <p className="muted">
                    {t('shareLinks.lessonIntro', {
                      number: share.lessonNumber,
                      language: LANGUAGE_NAMES[language],
                    })}
                  </p>
                  <CopyField
                    value={share.lessonUrl}
                    rows={2}
                    testId="share-lesson-link"
                    copyLabel={t('shareLinks.copyLesson')}
                    isLink
                  />
                </>
              ) : (
                <p className="muted">{t('shareLinks.lessonChanged')}</p>
              )}
            </section>
          ) : null}
          {share.written ? (
            <section aria-labelledby="share-written-title" className="share-section">
              <h3 id="share-written-title">{t('shareLinks.lessonTitle')}</h3>
              <p className="muted">
                {t('shareLinks.writtenIntro', {
                  title: share.written.lesson.title[language],
                  language: LANGUAGE_NAMES[language],
                })}
              </p>
              <WrittenLessonLink
                url={share.written.url}
                lesson={share.written.lesson}
                testId="share-written-lesson-link"
              />
            </section>
          ) : null}
          <section aria-labelledby="share-session-title" className="share-section">
            <h3 id="share-session-title">{t('shareLinks.sessionTitle')}</h3>
            <CopyField value={share.url} rows={4} testId="share-link" copyLabel={text('copy')} isLink />
            <LinkLength url={share.url} testId="share-meter">
              <ImportedFilesNote document={live} />
            </LinkLength>
            <p>
              {text('traceHash')}
              {t('punctuation.colon')}
              <code data-testid="share-trace-hash">{share.hash}</code>
            </p>
            <p className="muted">{text('replayHint')}</p>
            <code className="share-command">npm run replay -- &apos;{share.url}&apos;</code>
          </section>
          <section aria-labelledby="share-embed-title" className="share-section">
            <h3 id="share-embed-title">{t('shareLinks.embedTitle')}</h3>
            <p className="muted">{t('shareLinks.embedIntro')}</p>
            <CopyField
              value={share.embed}
              rows={3}
              testId="share-embed-snippet"
              copyLabel={t('shareLinks.copyEmbed')}
            />
          </section>
        </>
      ) : null}
    </ModalDialog>
  );
}
