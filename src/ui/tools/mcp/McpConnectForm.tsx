// "Connect an MCP server…": the runtime worker lists the server's tools (the SDK runs there); the person's
// token goes into this tab's memory for that address only, and the server joins the session's tool set
// through the one session-edit path, so its tools are in the registry from the reload on. A failed connect
// asks the connection doctor, in the page, why a page could not reach the server.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { diagnoseMcpConnection } from '../../../common/mcp-doctor/diagnose';
import type { Finding } from '../../../common/mcp-doctor/finding';
import { planMcpServerAdd } from '../../../state/session-edit/mcp-plans';
import { endpointHeaders, type McpServerSpec } from '../../../state/session-edit/port-types';
import { editOutcomeText, type EditOutcomeText } from '../../provider/edit-outcome';
import { useAppServices } from '../../store/app-services';
import { useSessionActions } from '../../store/session-actions';
import { useAppStore } from '../../store/use-app-store';
import { McpDoctorFindings } from './McpDoctorFindings';
import { mcpListingNoteLines } from './mcp-listing-note-words';

type Failure = { readonly reason: string; readonly findings: readonly Finding[] | null };

export function McpConnectForm({ onOutcome }: { readonly onOutcome: (outcome: EditOutcomeText) => void }) {
  const { t } = useTranslation();
  const actions = useSessionActions();
  const { mcpServers } = useAppServices();
  const setMcpCredentials = useAppStore((s) => s.setMcpCredentials);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {t('mcpConnect.open')}
      </button>
    );

  const diagnose = async (headers: Record<string, string>) => {
    const findings = await diagnoseMcpConnection(
      { url, headers, origin: location.origin },
      fetch.bind(globalThis),
      'page',
    ).catch(() => []);
    setFailure((shown) => (shown ? { ...shown, findings } : shown));
  };

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    const lister = mcpServers.current();
    if (!lister) {
      setFailure({ reason: t('mcpConnect.noRuntime'), findings: [] });
      return;
    }
    setBusy(true);
    setFailure(null);
    const headers = endpointHeaders(token.trim() === '' ? undefined : token.trim());
    try {
      const listed = await lister({ url: url.trim(), headers }).catch((error: unknown) => ({
        ok: false as const,
        reason: error instanceof Error ? error.message : String(error),
      }));
      if (!listed.ok) {
        setFailure({ reason: listed.reason, findings: null });
        await diagnose(headers);
        return;
      }
      // Before the reload, so the load that brings the server's tools carries its token.
      setMcpCredentials({ url: url.trim(), headers });
      const server: McpServerSpec = {
        name: name.trim() || listed.serverName || new URL(url.trim()).hostname,
        url: url.trim(),
        trusted: false,
        tools: listed.tools,
      };
      const edit = await actions.applySessionEdit((spec) => planMcpServerAdd(spec, server));
      onOutcome(
        editOutcomeText(t, edit, () =>
          [
            t('mcpConnect.connected', { name: server.name, count: server.tools.length }),
            ...mcpListingNoteLines(t, listed.notes ?? []),
          ].join(' '),
        ),
      );
      if (edit.kind === 'applied') {
        setOpen(false);
        setToken('');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mcp-connect" aria-label={t('mcpConnect.open')} onSubmit={(e) => void connect(e)}>
      <label>
        {t('mcpConnect.name')}{' '}
        <input value={name} onChange={(e) => setName(e.target.value)} spellCheck={false} />
      </label>
      <span className="muted">{t('mcpConnect.nameHint')}</span>
      <label>
        {t('mcpConnect.url')}{' '}
        <input
          type="url"
          required
          value={url}
          placeholder="http://127.0.0.1:3001/mcp"
          onChange={(e) => setUrl(e.target.value)}
          spellCheck={false}
        />
      </label>
      <label>
        {t('mcpConnect.token')}{' '}
        <input type="password" value={token} autoComplete="off" onChange={(e) => setToken(e.target.value)} />
      </label>
      <span className="muted">{t('mcpConnect.tokenNote')}</span>
      <div className="tools-row">
        <button type="submit" className="primary" disabled={busy || url.trim() === ''}>
          {busy ? t('mcpConnect.connecting') : t('mcpConnect.connect')}
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          {t('mcpConnect.cancel')}
        </button>
      </div>
      {failure ? (
        <div role="alert" className="tools-problem">
          <p>{t('mcpConnect.failed', { reason: failure.reason })}</p>
          {failure.findings === null ? (
            <p className="muted">{t('mcpConnect.diagnosing')}</p>
          ) : failure.findings.length > 0 ? (
            <McpDoctorFindings url={url.trim()} findings={failure.findings} />
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
