// The mark an MCP server's tool carries wherever it is shown (the Schema tab's card, a call's token in the
// pipeline): which server it belongs to, found in the session's tool records (state/selectors/mcp-tool-marks.ts),
// so a tool that only looks like one by its name is never marked.
import { useTranslation } from '../i18n/use-translation';
import { selectMcpToolMarks, type McpToolMark } from '../../state/selectors';
import { useAppStore } from '../store/use-app-store';

export function useMcpToolMark(functionName: string): McpToolMark | undefined {
  return useAppStore((s) => selectMcpToolMarks(s).get(functionName));
}

export function McpToolBadge({
  mark,
  compact = false,
}: {
  readonly mark: McpToolMark;
  readonly compact?: boolean;
}) {
  const { t } = useTranslation();
  const title = t('mcpMarks.callTitle', { server: mark.server, name: mark.originalName });
  return (
    <span className="badge badge-mcp" data-mcp-server={mark.server} title={title} translate="no">
      {compact ? mark.server : t('mcpMarks.badge', { server: mark.server })}
    </span>
  );
}
