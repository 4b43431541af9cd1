// Why no answer came, from the errors Node's fetch and a browser's really throw.
import { describe, expect, it } from 'vitest';
import { classifyNoAnswer, MAX_BODY_CHARS, send } from './probe';

const nodeError = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } });

describe('classifyNoAnswer', () => {
  it.each([
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['ECONNREFUSED', 'refused'],
    ['UND_ERR_CONNECT_TIMEOUT', 'timeout'],
    ['CERT_HAS_EXPIRED', 'tls'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
    ['EPIPE', 'network'],
  ])('%s is %s', (code, why) => {
    expect(classifyNoAnswer(nodeError(code))).toEqual({ why, detail: code });
  });

  it('reads a code two causes deep, as undici nests it', () => {
    const nested = Object.assign(new TypeError('fetch failed'), {
      cause: { cause: { code: 'ECONNREFUSED' } },
    });
    expect(classifyNoAnswer(nested).why).toBe('refused');
  });

  it('a browser’s bare TypeError is a network failure; an abort by the time limit a timeout', () => {
    expect(classifyNoAnswer(new TypeError('Failed to fetch'))).toEqual({ why: 'network', detail: '' });
    expect(classifyNoAnswer(new DOMException('The operation timed out.', 'TimeoutError')).why).toBe(
      'timeout',
    );
  });
});

describe('send', () => {
  it('stops reading a long body at the cap', async () => {
    const huge = new Response('x'.repeat(MAX_BODY_CHARS * 3));
    const outcome = await send(
      () => Promise.resolve(huge),
      'http://x.test',
      { method: 'GET', headers: {} },
      1_000,
    );
    expect(outcome.answered && outcome.body.length).toBe(MAX_BODY_CHARS);
  });

  it('turns a throw into an outcome', async () => {
    const outcome = await send(
      () => Promise.reject(nodeError('ENOTFOUND')),
      'http://x.test',
      { method: 'GET', headers: {} },
      1_000,
    );
    expect(outcome).toEqual({ answered: false, why: 'dns', detail: 'ENOTFOUND' });
  });
});
