// The Tools tab's MCP part: the session's servers and their tools, and "Connect an MCP server…", with what
// the last of their edits did (docs/mcp.md).
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { McpServerSpec } from '../../../state/session-edit/port-types';
import type { EditOutcomeText } from '../../provider/edit-outcome';
import { McpConnectForm } from './McpConnectForm';
import { McpServerList } from './McpServerList';

export function McpServersSection({ servers }: { readonly servers: readonly McpServerSpec[] }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<EditOutcomeText | null>(null);
  return (
    <section aria-labelledby="tools-mcp-title" className="tools-mcp">
      <h3 id="tools-mcp-title">{t('mcpConnect.title')}</h3>
      <McpServerList servers={servers} onOutcome={setOutcome} />
      <McpConnectForm onOutcome={setOutcome} />
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'muted' : 'tools-problem'}>
          {outcome.ok ? '✓ ' : '✕ '}
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
