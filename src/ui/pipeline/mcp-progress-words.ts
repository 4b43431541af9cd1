// How an MCP call's last progress reads on its card, in the page's language: "3 of 5: indexing" (or "3 so
// far" when the server gave no total), with how many updates there were for the tooltip. The message is the
// server's own words, shown as it sent them.
import type { TFunction } from 'i18next';
import type { McpProgressMark } from '../../state/selectors';

export function mcpProgressWords(mark: McpProgressMark, t: TFunction): { text: string; title: string } {
  const figure =
    mark.total === null
      ? t('mcpLive.progress.noTotal', { progress: mark.progress })
      : t('mcpLive.progress.ofTotal', { progress: mark.progress, total: mark.total });
  return {
    text:
      mark.message === null ? figure : t('mcpLive.progress.withMessage', { figure, message: mark.message }),
    title: t('mcpLive.progress.updates', { count: mark.updates }),
  };
}
