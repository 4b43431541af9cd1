// The links Share makes for a built-in lesson at its last step, as the dialog builds them (the live document
// the runtime exports, where it stands, the sharer's language): the lesson link names the lesson, and the
// session link carries the document without the defaults the export writes out. The figure that counts is
// measured through the real Share button in Chromium (bench/share.bench.ts); this keeps the rule in the
// unit suite.
import { describe, expect, it } from 'vitest';
import { counterStepAt, pointOf } from '../../engine';
import { withoutScriptedCassette } from '../without-scripted-cassette';
import { documentOf, runSpecOf } from '../session-document';
import { decodeShareLink } from '../share/decode-share-link';
import { encodeShareFragment } from '../share/encode-share-link';
import { LINK_FITS_CHAT_CHARS } from '../share/share-limits';
import { LESSONS } from './lesson-catalog';
import { runLessonToEnd } from './testing/run-lesson';
import { isUnchangedLesson, lessonLinkUrl, lessonPinTag, STAND_IN_APP_URL } from './lesson-link';
import type { LessonLanguage } from './lesson';
import { languageOfPinTag } from './lesson-pin-tag';
import { conversationLanguageOf, conversationLanguages } from './lesson-variants';

async function sharedAtTheEnd(id: string, told: LessonLanguage = 'en') {
  const { lesson, runtime, events, document } = await runLessonToEnd(id, told);
  const live = withoutScriptedCassette(documentOf(runtime.exportSpec(), document.title));
  const openAt = { point: pointOf(events), step: counterStepAt(events, null), lesson: lesson.id };
  return { lesson, live, openAt, document };
}

const EACH_CONVERSATION = LESSONS.flatMap((l) =>
  conversationLanguages(l).map((told) => [l.id, told] as const),
);

describe('a built-in lesson shared at its last step', () => {
  it.each(EACH_CONVERSATION)('%s (%s): both links fit a chat message and open there', async (id, told) => {
    const { lesson, live, openAt, document } = await sharedAtTheEnd(id, told);
    expect(isUnchangedLesson(live, lesson, told)).toBe(true);
    expect(conversationLanguageOf(lesson, live)).toBe(told);

    const lessonUrl = lessonLinkUrl(STAND_IN_APP_URL, {
      lessonId: lesson.id,
      step: openAt.step,
      point: openAt.point,
      pin: lessonPinTag(lesson.id, told),
      lang: 'zh',
    });
    expect(lessonUrl.length).toBeLessThanOrEqual(200);
    const query = new URL(lessonUrl).searchParams;
    expect([query.get('lesson'), query.get('at'), query.get('lang')]).toEqual([
      lesson.id,
      String(openAt.point),
      'zh',
    ]);
    // The pin names the conversation the link was made on.
    expect(languageOfPinTag(lesson.id, query.get('pin')!)).toBe(told);

    const encoded = encodeShareFragment({ ...live, openAt }, openAt.step || null);
    if (!encoded.ok) throw new Error(encoded.reason);
    const sessionUrl = `${STAND_IN_APP_URL}?lang=zh#${encoded.fragment}`;
    expect(sessionUrl.length).toBeLessThanOrEqual(LINK_FITS_CHAT_CHARS);
    const decoded = decodeShareLink(sessionUrl);
    expect(decoded.ok && decoded.document.openAt).toEqual(openAt);
    expect(decoded.ok && canonicalRun(decoded.document)).toEqual(canonicalRun(document));
  });

  it('a lesson changed in the app is not the built-in one; one language is not the other', async () => {
    const { lesson, live } = await sharedAtTheEnd('registration');
    expect(isUnchangedLesson(live, lesson, 'zh')).toBe(false);
    expect(isUnchangedLesson({ ...live, userMessages: [...live.userMessages, 'and more'] }, lesson)).toBe(
      false,
    );
    expect(isUnchangedLesson({ ...live, settings: { ...live.settings, maxSteps: 3 } }, lesson)).toBe(false);
  });
});

const canonicalRun = (document: Parameters<typeof runSpecOf>[0]) => runSpecOf(document);
