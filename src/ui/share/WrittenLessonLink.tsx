// The link of a lesson written in the editor (`#l=2.…`: the guide and its session whole), as the header's
// Share and the editor's "Share as a link" both show it: the link with Copy, its length, and — when it is
// longer than a chat message takes — the lesson file to send instead.
import { useTranslation } from '../i18n/use-translation';
import type { Lesson } from '../../session/lessons/lesson';
import { LINK_FITS_CHAT_CHARS } from '../../session/share/share-limits';
import { downloadLessonFile } from './lesson-file';
import { CopyField } from './CopyField';
import { LinkLength } from './LinkLength';

interface Props {
  readonly url: string;
  /** The lesson the link carries, for the file offered when the link is too long for a chat. */
  readonly lesson: Lesson;
  readonly testId: string;
}

export function WrittenLessonLink({ url, lesson, testId }: Props) {
  const { t } = useTranslation();
  const long = url.length > LINK_FITS_CHAT_CHARS;
  return (
    <>
      <CopyField value={url} rows={3} testId={testId} copyLabel={t('shareLinks.copyLesson')} isLink />
      <LinkLength url={url} testId={`${testId}-length`} />
      {long ? (
        <p className="muted" data-testid={`${testId}-too-long`}>
          {t('shareLinks.writtenTooLong', { count: url.length, max: LINK_FITS_CHAT_CHARS })}{' '}
          <button type="button" onClick={() => downloadLessonFile(lesson)}>
            {t('shareLinks.downloadLessonFile')}
          </button>
        </p>
      ) : null}
    </>
  );
}
