// "Connect an MCP server…": the runtime worker lists the server's tools (the SDK runs there); the person's
// token and headers go into this tab's memory for that address only (and the device's storage only when
// "Remember" is ticked), the server is offered again next time (mcp-memory.ts), and it joins the session's
// tool set through the one session-edit path, so its tools are in the registry from the reload on. A failed
// connect asks the connection doctor, in the page, why a page could not reach the server.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { diagnoseMcpConnection } from '../../../common/mcp-doctor/diagnose';
import type { Finding } from '../../../common/mcp-doctor/finding';
import { planMcpServerAdd } from '../../../state/session-edit/mcp-plans';
import { rememberedCredentials, type RememberedMcpServer } from '../../../state/session-edit/mcp-memory';
import type { McpServerSpec } from '../../../state/session-edit/port-types';
import { editOutcomeText, type EditOutcomeText } from '../../provider/edit-outcome';
import { useAppServices } from '../../store/app-services';
import { useSessionActions } from '../../store/session-actions';
import { useAppStore } from '../../store/use-app-store';
import { McpDoctorFindings } from './McpDoctorFindings';
import { mcpListingNoteLines } from './mcp-listing-note-words';
import { McpHeaderRows } from './McpHeaderRows';
import { McpRememberedServers } from './McpRememberedServers';
import { formOfHeaders, headersOfForm, type HeaderRow } from './mcp-header-rows';

type Failure = { readonly reason: string; readonly findings: readonly Finding[] | null };

export function McpConnectForm({ onOutcome }: { readonly onOutcome: (outcome: EditOutcomeText) => void }) {
  const { t } = useTranslation();
  const actions = useSessionActions();
  const { mcpServers } = useAppServices();
  const keepConnected = useAppStore((s) => s.keepConnectedMcpServer);
  const memory = useAppStore((s) => s.mcpMemory);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [rows, setRows] = useState<readonly HeaderRow[]>([]);
  const [remember, setRemember] = useState(false);
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

  const use = (server: RememberedMcpServer) => {
    const kept = rememberedCredentials(memory, server.url);
    const form = formOfHeaders(server.headerNames, kept?.headers);
    setName(server.name);
    setUrl(server.url);
    setToken(form.token);
    setRows(form.rows);
    setRemember(kept !== undefined);
    setFailure(null);
  };

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    const given = headersOfForm(token, rows);
    if (!given.ok) {
      setFailure({
        reason: t(`mcpForm.problems.${given.problem.kind}`, { name: given.problem.name }),
        findings: [],
      });
      return;
    }
    const { headers } = given;
    const lister = mcpServers.current();
    if (!lister) {
      setFailure({ reason: t('mcpConnect.noRuntime'), findings: [] });
      return;
    }
    setBusy(true);
    setFailure(null);
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
      keepConnected({ url: url.trim(), name: name.trim(), headers, remember });
      const server: McpServerSpec = {
        name: name.trim() || listed.serverName || new URL(url.trim()).hostname,
        url: url.trim(),
        trusted: false,
        tools: listed.tools,
        ...(listed.wire ? { wire: listed.wire } : {}),
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
        setRows([]);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mcp-connect" aria-label={t('mcpConnect.open')} onSubmit={(e) => void connect(e)}>
      <McpRememberedServers onUse={use} />
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
      <McpHeaderRows rows={rows} onChange={setRows} />
      <label>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{' '}
        {t('mcpForm.remember')}
      </label>
      <span className="muted">{t('mcpForm.rememberNote')}</span>
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
