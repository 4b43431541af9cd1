// Why a connect failed, in words: the connection doctor's findings (src/common/mcp-doctor, run in the page
// against the same address), each what was found and what to change on the server, errors first, and the
// CLI doctor named for what a page cannot see (docs/mcp-doctor.md).
import { useTranslation } from '../../i18n/use-translation';
import type { Finding } from '../../../common/mcp-doctor/finding';

export function McpDoctorFindings({
  url,
  findings,
}: {
  readonly url: string;
  readonly findings: readonly Finding[];
}) {
  const { t } = useTranslation();
  return (
    <section className="mcp-doctor" aria-label={t('mcpDoctor.title')} data-testid="mcp-doctor">
      <h4>{t('mcpDoctor.title')}</h4>
      <ul>
        {findings.map((found, index) => (
          <li key={`${found.code}-${index}`} className={`mcp-finding mcp-finding-${found.severity}`}>
            <strong>{t(`mcpDoctor.severity.${found.severity}`)}</strong>{' '}
            {t(`mcpDoctor.findings.${found.code}.says`, found.params)}{' '}
            {found.severity === 'ok' ? null : (
              <span className="muted">{t(`mcpDoctor.findings.${found.code}.fix`, found.params)}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="muted">{t('mcpConnect.cliDoctor', { command: `npm run mcp -- doctor ${url}` })}</p>
    </section>
  );
}
