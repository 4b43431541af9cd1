// The connect form's headers: the bearer token and the name/value rows become the headers sent to the server
// (and to the connection doctor), and a remembered server's header names (with any remembered values) become
// the form again. Every value is a secret like the token; only names are ever shown back.
import { endpointHeaders } from '../../../state/session-edit/port-types';

export interface HeaderRow {
  readonly name: string;
  readonly value: string;
}

export type HeaderProblem =
  | { readonly kind: 'badName'; readonly name: string }
  | { readonly kind: 'reserved'; readonly name: string }
  | { readonly kind: 'duplicate'; readonly name: string };

export type FormHeaders =
  | { readonly ok: true; readonly headers: Record<string, string> }
  | { readonly ok: false; readonly problem: HeaderProblem };

/** An HTTP field name (RFC 9110's token): what `fetch` accepts as a header name. */
const FIELD_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Headers the MCP client sets itself on every request: a row naming one would fight the protocol. */
const SET_BY_THE_CLIENT = ['accept', 'content-type', 'mcp-session-id', 'mcp-protocol-version'];

/** The headers a token and rows give; rows with neither name nor value are left out. */
export function headersOfForm(token: string, rows: readonly HeaderRow[]): FormHeaders {
  const extra: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const name = row.name.trim();
    if (name === '' && row.value === '') continue;
    if (!FIELD_NAME.test(name)) return { ok: false, problem: { kind: 'badName', name } };
    const folded = name.toLowerCase();
    if (SET_BY_THE_CLIENT.includes(folded)) return { ok: false, problem: { kind: 'reserved', name } };
    const tokenGiven = token.trim() !== '' && folded === 'authorization';
    if (seen.has(folded) || tokenGiven) return { ok: false, problem: { kind: 'duplicate', name } };
    seen.add(folded);
    extra[name] = row.value;
  }
  return { ok: true, headers: endpointHeaders(token.trim() === '' ? undefined : token.trim(), extra) };
}

/** A remembered server back in the form: a bearer Authorization is the token field, the rest are rows. */
export function formOfHeaders(
  names: readonly string[],
  values: Readonly<Record<string, string>> = {},
): { readonly token: string; readonly rows: readonly HeaderRow[] } {
  let token = '';
  const rows: HeaderRow[] = [];
  for (const name of names) {
    const value = Object.hasOwn(values, name) ? (values[name] ?? '') : '';
    const bearer = /^Bearer\s+(.+)$/i.exec(value);
    if (name.toLowerCase() === 'authorization' && (bearer || value === '') && token === '')
      token = bearer?.[1] ?? '';
    else rows.push({ name, value });
  }
  return { token, rows };
}
