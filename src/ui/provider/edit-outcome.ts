// What the Provider panel, the Tools tab and the Script tab say after an edit of the session was applied
// (or why it was not): one wording for the one session-edit action.
import type { TFunction } from 'i18next';
import type { SessionEditOutcome } from '../../state/session-actions/session-actions';
import { assertNever } from '../../common/assert-never';

export interface EditOutcomeText {
  readonly ok: boolean;
  readonly text: string;
}

/** A fork keeps the steps before it; otherwise the session started afresh. */
export function forkedText(t: TFunction, forkStep: number | null): string {
  return forkStep !== null ? t('provider.forked', { step: forkStep }) : t('provider.restarted');
}

/** `applied`: the sentence for an edit that took effect. */
export function editOutcomeText(
  t: TFunction,
  edit: SessionEditOutcome,
  applied: (forkStep: number | null) => string,
): EditOutcomeText {
  switch (edit.kind) {
    case 'applied':
      return { ok: true, text: applied(edit.forkStep) };
    case 'no-session':
      return { ok: false, text: t('provider.noSession') };
    case 'refused':
      return { ok: false, text: edit.reason };
    default: {
      return assertNever(edit);
    }
  }
}
