import { describe, expect, it } from 'vitest';
import { readPageParams } from '../embed/page-params';
import { appBaseUrl, embedUrl, iframeSnippet, sessionLinkUrl } from './share-urls';

const link = { lessonId: 'budgets', step: 3, point: 41, pin: '0a1b2c3d', lang: 'zh' } as const;

describe('the addresses Share offers', () => {
  it('builds on the app address alone', () => {
    expect(appBaseUrl('https://h.example/app/?lesson=x&tab=gates#s=1.abc')).toBe('https://h.example/app/');
  });

  it('a session link says the language before its fragment', () => {
    const url = sessionLinkUrl('https://h.example/', 's=1.abc', 'zh');
    expect(readPageParams(new URL(url).search, new URL(url).hash)).toMatchObject({
      lang: 'zh',
      shareFragment: '#s=1.abc',
    });
  });

  it('an embed of a lesson reads back as the lesson link’s place, in the player, on the tab', () => {
    const url = new URL(embedUrl('https://h.example/', { kind: 'lesson', link }, 'batches'));
    expect(readPageParams(url.search, url.hash)).toEqual({
      embed: true,
      lessonId: 'budgets',
      step: 3,
      at: 41,
      pin: '0a1b2c3d',
      lang: 'zh',
      tab: 'batches',
      shareFragment: null,
      problems: [],
      lessonFragment: null,
    });
  });

  it('the iframe snippet escapes the address into its attribute', () => {
    const snippet = iframeSnippet('https://h.example/?embed=1&lesson=a"b', 'T <1>');
    expect(snippet).toContain('src="https://h.example/?embed=1&amp;lesson=a&quot;b"');
    expect(snippet).toContain('title="T &lt;1>"');
    expect(snippet).toMatch(/width="800" height="500"/);
  });
});
