import { describe, expect, it } from 'vitest';
import { formOfHeaders, headersOfForm } from './mcp-header-rows';

describe('the connect form’s headers', () => {
  it('are the token as a bearer Authorization and every named row, blank rows left out', () => {
    expect(
      headersOfForm(' tok-1 ', [
        { name: 'X-Team', value: 'blue' },
        { name: '', value: '' },
        { name: ' X-Api-Key ', value: 'k-2' },
      ]),
    ).toEqual({ ok: true, headers: { Authorization: 'Bearer tok-1', 'X-Team': 'blue', 'X-Api-Key': 'k-2' } });
    expect(headersOfForm('', [{ name: 'Authorization', value: 'Basic dXNlcg==' }])).toEqual({
      ok: true,
      headers: { Authorization: 'Basic dXNlcg==' },
    });
    expect(headersOfForm('', [])).toEqual({ ok: true, headers: {} });
  });

  it('refuse a name fetch would refuse, one the MCP client sets, and one given twice', () => {
    expect(headersOfForm('', [{ name: 'X Team', value: 'v' }])).toEqual({
      ok: false,
      problem: { kind: 'badName', name: 'X Team' },
    });
    expect(headersOfForm('', [{ name: '', value: 'orphan' }])).toMatchObject({
      problem: { kind: 'badName' },
    });
    for (const name of ['Content-Type', 'mcp-session-id', 'MCP-Protocol-Version', 'accept'])
      expect(headersOfForm('', [{ name, value: 'v' }])).toEqual({
        ok: false,
        problem: { kind: 'reserved', name },
      });
    expect(
      headersOfForm('', [
        { name: 'X-A', value: '1' },
        { name: 'x-a', value: '2' },
      ]),
    ).toEqual({
      ok: false,
      problem: { kind: 'duplicate', name: 'x-a' },
    });
    expect(headersOfForm('tok', [{ name: 'authorization', value: 'Basic x' }])).toMatchObject({
      problem: { kind: 'duplicate', name: 'authorization' },
    });
  });

  it('come back from a remembered server as the token and rows, with values only where remembered', () => {
    expect(formOfHeaders(['Authorization', 'X-Team'])).toEqual({
      token: '',
      rows: [{ name: 'X-Team', value: '' }],
    });
    const headers = { Authorization: 'Bearer tok-1', 'X-Team': 'blue' };
    const form = formOfHeaders(Object.keys(headers), headers);
    expect(form).toEqual({ token: 'tok-1', rows: [{ name: 'X-Team', value: 'blue' }] });
    expect(headersOfForm(form.token, form.rows)).toEqual({ ok: true, headers });
    expect(formOfHeaders(['Authorization'], { Authorization: 'Basic dXNlcg==' })).toEqual({
      token: '',
      rows: [{ name: 'Authorization', value: 'Basic dXNlcg==' }],
    });
  });
});
