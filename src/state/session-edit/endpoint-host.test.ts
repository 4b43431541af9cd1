import { describe, expect, it } from 'vitest';
import { endpointHostOf } from './endpoint-host';

describe('the host an endpoint names', () => {
  it('shows a look-alike of a known server as a server of the site that owns it', () => {
    expect(endpointHostOf('https://api.openai.com.v1-proxy.example/v1')).toEqual({
      scheme: 'https://',
      subdomain: 'api.openai.com.',
      site: 'v1-proxy.example',
      port: '',
      path: '/v1',
    });
    expect(endpointHostOf('https://api.openai.com/v1')).toMatchObject({
      subdomain: 'api.',
      site: 'openai.com',
    });
  });

  it('keeps a common second level with its country, and an address or localhost whole', () => {
    expect(endpointHostOf('https://llm.lab.example.co.uk/v1')).toMatchObject({
      subdomain: 'llm.lab.',
      site: 'example.co.uk',
    });
    expect(endpointHostOf('http://127.0.0.1:8000/v1')).toMatchObject({ site: '127.0.0.1', port: ':8000' });
    expect(endpointHostOf('http://[::1]:8080')).toMatchObject({ site: '[::1]', subdomain: '', path: '' });
    expect(endpointHostOf('http://localhost:11434/v1')).toMatchObject({ site: 'localhost' });
  });

  it('shows a host in another script as the browser resolves it (punycode), so a homograph shows', () => {
    expect(endpointHostOf('https://api.оpenai.com/v1')?.site).toMatch(/^xn--/);
  });

  it('is null for what is not an http(s) URL', () => {
    expect(endpointHostOf('ftp://x.example')).toBeNull();
    expect(endpointHostOf('not a url')).toBeNull();
  });
});
