// A session's title as the page shows it (a built-in lesson's in the page's language): see use-shown-title.
import { useShownTitle } from './use-shown-title';

export function ShownTitle({ title, lessonId }: { title: string; lessonId?: string | null | undefined }) {
  return <>{useShownTitle(title, lessonId)}</>;
}
