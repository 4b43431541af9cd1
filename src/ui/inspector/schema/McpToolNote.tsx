// Under an MCP tool's card in the Schema tab: which server it comes from and its own name there, whether
// that server is trusted, and what the server says about the tool, worded as its claims (docs/mcp.md, Trust).
import { useTranslation } from '../../i18n/use-translation';
import type { McpToolMark } from '../../../state/selectors';

export function McpToolNote({ mark }: { readonly mark: McpToolMark }) {
  const { t } = useTranslation();
  return (
    <p className="muted" data-testid="mcp-tool-note">
      {t('mcpMarks.fromServer', { server: mark.server, name: mark.originalName })}{' '}
      {mark.trusted ? t('mcpMarks.trusted') : t('mcpMarks.untrusted')}{' '}
      {mark.annotated ? t('mcpMarks.serverSays') : t('mcpMarks.defaults')}{' '}
      {mark.serverSays.map((claim) => t(`mcpMarks.claims.${claim}`)).join(', ')}
    </p>
  );
}
