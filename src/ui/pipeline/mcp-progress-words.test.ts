// An MCP call's card draws the last progress the server reported, in both languages: read from the tool-end's
// result (state/selectors/mcp-progress.ts), worded here.
import { afterAll, describe, expect, it } from 'vitest';
import { toolSuccess } from '../../engine';
import { latestMcpProgress } from '../../state/selectors';
import { addPartWords, initI18n, loadLanguage } from '../i18n/i18n';
import { mcpLiveWords } from '../i18n/parts/mcp-live';
import { mcpProgressWords } from './mcp-progress-words';

const i18n = initI18n('en');
addPartWords(mcpLiveWords); // as the pipeline view does when it loads (pipeline-part.ts)
afterAll(() => void i18n.changeLanguage('en'));

const withProgress = (progress: unknown) => toolSuccess('done', { blocks: ['text'], progress });

describe('an MCP call’s last progress', () => {
  it('is the last update the call had, with how many there were', () => {
    const mark = latestMcpProgress(
      withProgress([
        { progress: 1, total: 5 },
        { progress: 4, total: 5, message: 'indexing' },
      ]),
    );
    expect(mark).toEqual({ progress: 4, total: 5, message: 'indexing', updates: 2 });
    expect(latestMcpProgress(withProgress([{ progress: 7 }]))).toEqual({
      progress: 7,
      total: null,
      message: null,
      updates: 1,
    });
  });

  it('is nothing for a call without progress, or with data that is not progress', () => {
    expect(latestMcpProgress(toolSuccess('plain'))).toBeNull();
    expect(latestMcpProgress(withProgress([]))).toBeNull();
    expect(latestMcpProgress(withProgress(['3/5 old words', { total: 2 }]))).toBeNull();
  });

  it('reads in English and in Chinese', async () => {
    const mark = { progress: 4, total: 5, message: 'indexing', updates: 2 };
    const open = { progress: 7, total: null, message: null, updates: 1 };
    await i18n.changeLanguage('en');
    expect(mcpProgressWords(mark, i18n.t)).toEqual({
      text: '4 of 5: indexing',
      title: 'The MCP server reported progress 2 times during this call; the last is shown.',
    });
    expect(mcpProgressWords(open, i18n.t)).toEqual({
      text: '7 so far',
      title: 'The MCP server reported progress once during this call.',
    });
    await loadLanguage('zh'); // a chunk of its own, loaded on first use
    await i18n.changeLanguage('zh');
    expect(mcpProgressWords(mark, i18n.t)).toEqual({
      text: '4 / 5：indexing',
      title: '这次调用中 MCP 服务器报告了 2 次进度，这里显示最后一次。',
    });
    expect(mcpProgressWords(open, i18n.t).text).toBe('已完成 7');
  });
});
