import { describe, expect, it } from 'vitest';
import { toolError, toolSuccess } from '../protocol/tool-result';
import { makeToolResult } from './make-tool-result';
import { serializeToolResult } from './serialize-result';

describe('serializeToolResult', () => {
  it('writes {status, data, text, stats, context} without error on success', () => {
    const result = makeToolResult('Read', toolSuccess('ok', { lines: ['a'] }), 20, '/workspace', {
      path: 'a',
    });
    const payload = JSON.parse(serializeToolResult(result)) as Record<string, unknown>;
    expect(payload).toEqual({
      status: 'success',
      data: { lines: ['a'] },
      text: 'ok',
      stats: { timeMs: 20, textBytes: 2 },
      context: { cwd: '/workspace', input: { path: 'a' } },
    });
    expect('error' in payload).toBe(false);
  });

  it('adds error {code, message} only on errors', () => {
    const result = makeToolResult('Read', toolError('NOT_FOUND', 'No such file: a'), 5, '/workspace', {
      path: 'a',
    });
    const payload = JSON.parse(serializeToolResult(result)) as Record<string, unknown>;
    expect(payload.status).toBe('error');
    expect(payload.error).toEqual({ code: 'NOT_FOUND', message: 'No such file: a' });
  });

  it('never throws on data JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const result = makeToolResult('T', toolSuccess('x', { cyclic, big: 1n }), 1, '/workspace', {});
    const payload = JSON.parse(serializeToolResult(result)) as { data: { unserializable: string } };
    expect(payload.data.unserializable).toMatch(/^data could not be serialized/);
  });

  it('serializes a result whose data has no keys and text is blank as the empty-result text', () => {
    const result = makeToolResult('LS', toolSuccess(''), 1, '/workspace', {});
    expect(JSON.parse(serializeToolResult(result))).toMatchObject({
      text: 'LS completed with no output.',
      data: { empty: true },
    });
  });
});
