// A session's MCP servers in the Tools tab: each server's tools as records beside the built-ins (the name the
// model is offered, the server's own name, and what the server claims, worded as its claims: they decide
// nothing until the person trusts the server), with "Trust this server" and "Remove server", each a session
// edit that reloads the session from the start (state/session-edit/mcp-plans.ts).
import { useTranslation } from '../../i18n/use-translation';
import { planMcpServerRemove, planMcpTrust } from '../../../state/session-edit/mcp-plans';
import { mcpToolRecords, type McpServerSpec } from '../../../state/session-edit/port-types';
import { editOutcomeText, type EditOutcomeText } from '../../provider/edit-outcome';
import { useSessionActions } from '../../store/session-actions';
import { revealBidiControls } from '../../common/bidi-controls';
import { McpToolDescription } from './McpToolDescription';

export function McpServerList({
  servers,
  onOutcome,
}: {
  readonly servers: readonly McpServerSpec[];
  readonly onOutcome: (outcome: EditOutcomeText) => void;
}) {
  const { t } = useTranslation();
  const actions = useSessionActions();
  if (servers.length === 0) return <p className="muted">{t('mcpConnect.none')}</p>;

  const trust = async (server: McpServerSpec) => {
    const edit = await actions.applySessionEdit((spec) => planMcpTrust(spec, server.name, !server.trusted));
    onOutcome(editOutcomeText(t, edit, () => t('mcpConnect.trustChanged')));
  };
  const remove = async (server: McpServerSpec) => {
    const edit = await actions.applySessionEdit((spec) => planMcpServerRemove(spec, server.name));
    onOutcome(editOutcomeText(t, edit, () => t('mcpConnect.removed')));
  };

  return (
    <ul className="mcp-servers" data-testid="mcp-servers">
      {servers.map((server) => (
        <li key={server.name} data-testid={`mcp-server-${server.name}`}>
          <div className="tools-row">
            <strong translate="no">{server.name}</strong>
            <code translate="no">{server.url}</code>
            <span className="muted">
              {server.trusted ? t('mcpConnect.trusted') : t('mcpConnect.untrusted')}
            </span>
            <button type="button" onClick={() => void trust(server)}>
              {server.trusted ? t('mcpConnect.distrust', { name: server.name }) : t('mcpConnect.trust')}
            </button>
            <button type="button" onClick={() => void remove(server)}>
              {t('mcpConnect.remove', { name: server.name })}
            </button>
          </div>
          <ul className="tools-user">
            {mcpToolRecords(server).map((record) => (
              <li key={record.functionName}>
                <code>{record.functionName}</code>
                <span className="muted">
                  {t('mcpConnect.original', { name: revealBidiControls(record.originalName) })} ·{' '}
                  {record.annotated ? t('mcpMarks.serverSays') : t('mcpMarks.defaults')}{' '}
                  {record.serverSays.map((claim) => t(`mcpMarks.claims.${claim}`)).join(', ')}
                </span>
                {record.description ? <McpToolDescription text={record.description} /> : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
