// The words of the lesson, share and import controls and the embedded player: the `lessonsUi` section of the
// app's i18n files, through i18next like every other string.
import { useTranslation } from './use-translation';
import type { en } from './en';

export type TextKey = keyof typeof en.lessonsUi;

export function useText(): (key: TextKey) => string {
  const { t } = useTranslation();
  return (key) => t(`lessonsUi.${key}`);
}
