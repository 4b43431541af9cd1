// What a compared run that is a fork says of itself: which session and step it came from and what it
// changed (session/fork/fork-summary.ts, which `npm run diff` prints as `forks`), in the page's words.
import type { TFunction } from 'i18next';
import { forkSummary } from '../../session/fork/fork-summary';
import type { SessionDocument } from '../../session/session-document';

export function forkOriginText(
  t: TFunction,
  side: 'left' | 'right',
  document: SessionDocument,
): string | null {
  if (document.fork === undefined) return null;
  const summary = forkSummary(document.fork);
  const tools = summary.tools;
  const toolNames = tools ? [...tools.added, ...tools.removed, ...tools.edited] : [];
  const changes = [
    ...summary.settings,
    ...(toolNames.length === 0 ? [] : [t('fork.tools', { names: toolNames.join(t('fork.separator')) })]),
  ];
  return t('fork.origin', {
    side: t(`fork.sides.${side}`),
    title: summary.of,
    step: summary.step,
    changes: changes.length === 0 ? t('fork.nothing') : changes.join(t('fork.separator')),
  });
}
