// The lesson guide as a lazy part of its own (it pulls in the lesson catalog), shared by the guide dock and
// the composition root, which preloads it while a lesson's session opens (deps.preloadGuide): the guide is
// then drawn in the same commit that opens the lesson, so the conversation's controls below it are never
// moved by a guide arriving a moment after they became usable. The embedded player draws the same part.
import { lazyPart } from '../common/lazy-part';

export const LessonGuidePart = lazyPart(
  'guide',
  () => import('./LessonGuide').then((m) => m.LessonGuide),
  () => import('../i18n/parts/lesson-guide').then((m) => [m.lessonGuideWords]),
);
