// What the Share dialog says of where its links open: "Shared at step N", N the step the step counter shows
// at the cursor (openAtCursor's step, the one the links carry), or "Shared before the first step". Its own
// function so the dialog and the Node test that opens every lesson at its first step word it the same way.
import type { TFunction } from 'i18next';

export function sharedAtText(t: TFunction, step: number): string {
  return step === 0 ? t('lessonsUi.sharedBeforeFirstStep') : `${t('lessonsUi.sharedAtStep')} ${step}`;
}
