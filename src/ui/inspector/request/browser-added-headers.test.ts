import { describe, expect, it } from 'vitest';
import type { WireExchange, WireSender } from '../../../engine/trace/wire-exchange';
import { BROWSER_ADDED_HEADERS, browserAddedHeaders, sentFromBrowser } from './browser-added-headers';

function request(headers: Record<string, string>, sentFrom?: WireSender): WireExchange {
  return {
    api: 'chat-completions',
    request: { method: 'POST', url: 'http://127.0.0.1:1/v1/chat/completions', headers, body: null },
    ...(sentFrom ? { sentFrom } : {}),
  };
}

const sdkHeaders = {
  authorization: 'Bearer [API key]',
  'content-type': 'application/json',
  'x-stainless-lang': 'js',
};

describe('headers the browser adds', () => {
  it('names every header of the list for a request the page sent, values never', () => {
    const fromPage = request({ ...sdkHeaders, 'x-stainless-runtime': 'browser:chrome' });
    expect(sentFromBrowser(fromPage)).toBe(true);
    const added = browserAddedHeaders(fromPage);
    expect(added).toEqual(BROWSER_ADDED_HEADERS);
    for (const name of ['user-agent', 'origin', 'referer', 'accept-language', 'host', 'content-length'])
      expect(added).toContain(name);
    expect(added.some((name) => name.includes(':'))).toBe(false);
  });

  it('claims nothing for a request sent from Node (the CLI) or one whose origin is not recorded', () => {
    for (const runtime of ['node', 'deno', 'unknown']) {
      const fromNode = request({ ...sdkHeaders, 'x-stainless-runtime': runtime });
      expect(sentFromBrowser(fromNode)).toBe(false);
      expect(browserAddedHeaders(fromNode)).toEqual([]);
    }
    expect(browserAddedHeaders(request(sdkHeaders))).toEqual([]);
  });

  it('does not list as added a header the page set itself, families included', () => {
    const fromPage = request({
      ...sdkHeaders,
      'x-stainless-runtime': 'browser:firefox',
      'accept-language': 'zh',
      'sec-fetch-mode': 'cors',
    });
    const added = browserAddedHeaders(fromPage);
    expect(added).not.toContain('accept-language');
    expect(added).not.toContain('sec-fetch-*');
    expect(added).toContain('sec-ch-ua*');
    expect(added).toHaveLength(BROWSER_ADDED_HEADERS.length - 2);
  });

  it('believes the recorded sender over any header: an Anthropic call from the page sends no runtime header', () => {
    const anthropicHeaders = { 'x-api-key': '[API key]', 'anthropic-version': '2023-06-01' };
    expect(browserAddedHeaders(request(anthropicHeaders, 'browser'))).toEqual(BROWSER_ADDED_HEADERS);
    expect(browserAddedHeaders(request(anthropicHeaders, 'node'))).toEqual([]);
    expect(browserAddedHeaders(request({ 'x-stainless-runtime': 'browser:chrome' }, 'node'))).toEqual([]);
    expect(browserAddedHeaders(request(anthropicHeaders))).toEqual([]);
  });
});
