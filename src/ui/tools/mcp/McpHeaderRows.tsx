// The connect form's other headers as name/value rows; values are password fields, since each is a secret
// like the token (mcp-header-rows.ts turns the rows into the headers sent).
import { useTranslation } from '../../i18n/use-translation';
import type { HeaderRow } from './mcp-header-rows';

export function McpHeaderRows({
  rows,
  onChange,
}: {
  readonly rows: readonly HeaderRow[];
  readonly onChange: (rows: readonly HeaderRow[]) => void;
}) {
  const { t } = useTranslation();
  const edit = (index: number, patch: Partial<HeaderRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="mcp-headers" data-testid="mcp-headers">
      <legend>{t('mcpForm.headers')}</legend>
      {rows.map((row, index) => (
        <div className="tools-row" key={index}>
          <input
            aria-label={t('mcpForm.headerName')}
            placeholder={t('mcpForm.headerName')}
            value={row.name}
            spellCheck={false}
            onChange={(e) => edit(index, { name: e.target.value })}
          />
          <input
            type="password"
            autoComplete="off"
            aria-label={t('mcpForm.headerValue')}
            placeholder={t('mcpForm.headerValue')}
            value={row.value}
            onChange={(e) => edit(index, { value: e.target.value })}
          />
          <button
            type="button"
            aria-label={t('mcpForm.removeHeader')}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...rows, { name: '', value: '' }])}>
        {t('mcpForm.addHeader')}
      </button>
      <span className="muted">{t('mcpForm.headersNote')}</span>
    </fieldset>
  );
}
