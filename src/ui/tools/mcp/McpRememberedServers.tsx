// The MCP servers this device connected before (state/session-edit/mcp-memory.ts), offered again in the
// connect form: each by address, name and header names, never a value; Use fills the form (with the values
// only where "Remember this token" kept them), Forget drops the server and what was kept for it.
import { useTranslation } from '../../i18n/use-translation';
import type { RememberedMcpServer } from '../../../state/session-edit/mcp-memory';
import { useAppStore } from '../../store/use-app-store';

export function McpRememberedServers({ onUse }: { readonly onUse: (server: RememberedMcpServer) => void }) {
  const { t } = useTranslation();
  const memory = useAppStore((s) => s.mcpMemory);
  const forget = useAppStore((s) => s.forgetMcpServer);
  if (memory.servers.length === 0) return <p className="muted">{t('mcpForm.rememberedNone')}</p>;
  return (
    <section aria-label={t('mcpForm.remembered')} className="mcp-remembered" data-testid="mcp-remembered">
      <h4>{t('mcpForm.remembered')}</h4>
      <ul>
        {memory.servers.map((server) => (
          <li key={server.url} className="tools-row">
            <code translate="no">{server.url}</code>
            {server.name ? <strong translate="no">{server.name}</strong> : null}
            {server.headerNames.length > 0 ? (
              <span className="muted" translate="no">
                {t('mcpForm.headerNames', { names: server.headerNames.join(', ') })}
              </span>
            ) : null}
            {memory.credentials.some((endpoint) => endpoint.url === server.url) ? (
              <span className="muted">{t('mcpForm.valuesKept')}</span>
            ) : null}
            <button
              type="button"
              aria-label={t('mcpForm.useServer', { url: server.url })}
              onClick={() => onUse(server)}
            >
              {t('mcpForm.use')}
            </button>
            <button
              type="button"
              aria-label={t('mcpForm.forgetServer', { url: server.url })}
              onClick={() => forget(server.url)}
            >
              {t('mcpForm.forget')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
