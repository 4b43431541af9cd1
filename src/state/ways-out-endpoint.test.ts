// Dropping an endpoint's credential takes it out of the whole document, not only the provider: recorded
// answers and errors quote the address too.
import { describe, expect, it } from 'vitest';
import type { RunSpec } from '../runtime/spec/run-spec';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { documentOf } from '../session/session-document';
import { endpointCredentialsOf, withoutEndpointCredentials } from './ways-out';

const token = '3f9c2a71b0d84e6f9a1c5e2d7b8a4c01';
const address = `https://gw.example.com/v1/${token}/openai`;
const spec: RunSpec = {
  ...scriptedSpec([], { messages: [`Why does ${address} refuse me?`, `and ${token} alone?`] }),
  provider: { kind: 'endpoint', api: 'chat-completions', model: 'gpt-4o', baseURL: address, stream: true },
};

describe('an endpoint credential on the way out', () => {
  it('is flagged, and dropped from every string of the document when asked', () => {
    const document = documentOf(spec, 'Token');
    expect(endpointCredentialsOf(document).map((part) => part.shown)).toEqual(['3f9c2a…']);
    const dropped = withoutEndpointCredentials(document);
    const text = JSON.stringify(dropped);
    expect(text).not.toContain(token);
    expect(dropped.provider).toMatchObject({ baseURL: 'https://gw.example.com/v1/openai' });
    expect(dropped.userMessages).toEqual([
      'Why does https://gw.example.com/v1/openai refuse me?',
      'and [credential] alone?',
    ]);
    expect(endpointCredentialsOf(dropped)).toEqual([]);
  });

  it('leaves a document whose address holds nothing alone, the very object', () => {
    const plain = documentOf(
      { ...spec, provider: { ...spec.provider, baseURL: 'https://api.openai.com/v1' } } as RunSpec,
      'Plain',
    );
    expect(endpointCredentialsOf(plain)).toEqual([]);
    expect(withoutEndpointCredentials(plain)).toBe(plain);
  });
});
