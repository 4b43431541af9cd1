import { describe, expect, it } from 'vitest';
import { urlCredentialParts, withoutUrlCredentials } from './url-credentials';

describe('credentials in an endpoint’s address', () => {
  it('finds a token in the path, a credential parameter and a user and password, shown cut short', () => {
    expect(urlCredentialParts('https://gw.example.com/v1/3f9c2a71b0d84e6f9a1c5e2d7b8a4c01/openai')).toEqual([
      { kind: 'path', shown: '3f9c2a…', value: '3f9c2a71b0d84e6f9a1c5e2d7b8a4c01' },
    ]);
    expect(urlCredentialParts('https://x.example.com/openai/v1?api-key=abc123&region=eu')).toEqual([
      { kind: 'query', shown: 'api-key=abc123…', value: 'abc123' },
    ]);
    expect(urlCredentialParts('https://ada:hunter2@x.example.com/v1')).toEqual([
      { kind: 'userinfo', shown: 'ada…', value: 'ada:hunter2' },
    ]);
    expect(urlCredentialParts('https://x.example.com/sk-proj-abcdef/v1')).toEqual([
      { kind: 'path', shown: 'sk-pro…', value: 'sk-proj-abcdef' },
    ]);
    expect(urlCredentialParts('https://x.example.com/123e4567-e89b-12d3-a456-426614174000/v1')).toEqual([
      { kind: 'path', shown: '123e45…', value: '123e4567-e89b-12d3-a456-426614174000' },
    ]);
  });

  it('leaves ordinary addresses alone: versions, words, local ports, deployment names', () => {
    for (const url of [
      'https://api.openai.com/v1',
      'http://127.0.0.1:8080/v1',
      'https://my-resource.openai.azure.com/openai/deployments/gpt-4o-mini-2024-07-18',
      'https://openrouter.ai/api/v1',
      'not a url',
    ]) {
      expect(urlCredentialParts(url)).toEqual([]);
      expect(withoutUrlCredentials(url)).toBe(url);
    }
  });

  it('drops exactly what it found and keeps the rest of the address', () => {
    expect(withoutUrlCredentials('https://gw.example.com/v1/3f9c2a71b0d84e6f9a1c5e2d7b8a4c01/openai')).toBe(
      'https://gw.example.com/v1/openai',
    );
    expect(withoutUrlCredentials('https://x.example.com/openai/v1?api-key=abc123&region=eu')).toBe(
      'https://x.example.com/openai/v1?region=eu',
    );
    expect(withoutUrlCredentials('https://x.example.com/v1?token=abc')).toBe('https://x.example.com/v1');
    expect(withoutUrlCredentials('https://ada:hunter2@x.example.com/v1')).toBe('https://x.example.com/v1');
    const dropped = withoutUrlCredentials(
      'https://ada:pw@gw.example.com/v1/3f9c2a71b0d84e6f9a1c5e2d7b8a4c01?key=k',
    );
    expect(urlCredentialParts(dropped)).toEqual([]);
  });
});
