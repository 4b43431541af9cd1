import { describe, expect, it } from 'vitest';
import { endpointOf, sameEndpoint } from './endpoint';

describe('endpointOf: the origin and path a key is bound to', () => {
  it.each([
    ['https://api.openai.com/v1', 'https://api.openai.com/v1'],
    ['https://API.OpenAI.com/v1/', 'https://api.openai.com/v1'],
    ['https://api.openai.com:443/v1', 'https://api.openai.com/v1'],
    ['  http://127.0.0.1:8000/v1  ', 'http://127.0.0.1:8000/v1'],
    ['http://127.0.0.1:8000/a/../v1', 'http://127.0.0.1:8000/v1'],
    ['http://localhost:11434', 'http://localhost:11434'],
  ])('%s names %s', (baseURL, endpoint) => {
    expect(endpointOf(baseURL)).toEqual({ ok: true, endpoint });
  });

  it('tells apart what the SDK would send elsewhere: another path, port, scheme or host', () => {
    const key = 'https://api.openai.com/v1';
    for (const other of [
      'https://api.openai.com/v2',
      'https://api.openai.com/v1/proxy',
      'https://api.openai.com:8443/v1',
      'http://api.openai.com/v1',
      'https://api.openai.com.evil.example/v1',
      'https://evil.example/https://api.openai.com/v1',
    ])
      expect(sameEndpoint(key, other)).toBe(false);
    expect(sameEndpoint(key, 'https://api.openai.com/v1/')).toBe(true);
  });

  it.each([
    'api.openai.com/v1',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://user:pass@api.openai.com/v1',
    'https://api.openai.com@evil.example/v1',
    'https://api.openai.com/v1?key=x',
    'https://api.openai.com/v1#frag',
    'https://api.openai.com/v1?',
  ])('refuses %s', (baseURL) => {
    expect(endpointOf(baseURL).ok).toBe(false);
  });
});
