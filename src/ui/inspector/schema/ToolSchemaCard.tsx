// One tool of the schema as a card: description and parameter table; struck out (with why) when hidden.
import { useTranslation } from '../../i18n/use-translation';
import { parameterTable, type SchemaToolRow } from '../../../state/selectors';
import { ReasonText } from '../../reasons/ReasonText';
import { hiddenReason } from '../../reasons/breaker-reason';
import { McpToolBadge, useMcpToolMark } from '../../common/McpToolBadge';
import { McpToolNote } from './McpToolNote';

export function ToolSchemaCard({ row }: { row: SchemaToolRow }) {
  const { t } = useTranslation();
  const removed = row.change === 'removed' || (row.tool === null && row.hidden !== null);
  const table = row.tool ? parameterTable(row.tool) : null;
  const mcp = useMcpToolMark(row.name);
  return (
    <article className={`schema-card change-${row.change}${removed ? ' is-removed' : ''}`} data-tool={row.name} data-change={row.change} aria-label={row.name}>
      <header className="schema-card-head">
        {removed ? <s className="tool-name">{row.name}</s> : <span className="tool-name">{row.name}</span>}
        {mcp ? <McpToolBadge mark={mcp} /> : null}
        {row.change !== 'same' ? <span className={`badge badge-change-${row.change}`}>{t(`schema.change.${row.change}`)}</span> : null}
        {row.hidden ? (
          <span className="badge badge-error" data-testid="hidden-reason">
            {t(`schema.hidden.${row.hidden.reason}`)} · <ReasonText reason={hiddenReason(row.hidden)} />
          </span>
        ) : null}
      </header>
      {mcp ? <McpToolNote mark={mcp} /> : null}
      {row.tool && table ? (
        <>
          <p className="schema-description" translate="no">
            {row.tool.function.description}
          </p>
          <table className="param-table">
            <caption className="sr-only">{t('schema.parameters', { name: row.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('schema.paramName')}</th>
                <th scope="col">{t('schema.paramType')}</th>
                <th scope="col">{t('schema.paramRequired')}</th>
                <th scope="col">{t('schema.paramDescription')}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((p) => (
                <tr key={p.name} data-depth={p.depth}>
                  <td style={p.depth > 0 ? { paddingInlineStart: `${p.depth * 1.25}em` } : undefined}>
                    <code>{p.name}</code>
                  </td>
                  <td>
                    <code>{p.type}</code>
                  </td>
                  <td>{p.required ? t('schema.yes') : t('schema.no')}</td>
                  <td translate="no">{p.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {table.omitted > 0 ? (
            <p className="muted">{t('schema.moreFields', { count: table.omitted })}</p>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
