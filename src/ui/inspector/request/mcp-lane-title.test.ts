// The MCP lane's entry headings in both languages: a call, and a server's listing at Connect (no call).
import { afterAll, describe, expect, it } from 'vitest';
import { addPartWords, initI18n, loadLanguage } from '../../i18n/i18n';
import { mcpLaneWords } from '../../i18n/parts/mcp-lane';
import { mcpLaneTitle } from './mcp-lane-title';

const i18n = initI18n('en');
addPartWords(mcpLaneWords); // as the lane does when it loads
afterAll(() => void i18n.changeLanguage('en'));

const listing = { callId: null, server: 'everything', toolName: null, step: 1, exchanges: [] };
const call = { ...listing, callId: 'call_1_1', toolName: 'mcp__everything__echo', step: 2 };

describe('an MCP lane entry’s heading', () => {
  it('names a call by its tool and a listing by its server, in English and Chinese', async () => {
    await i18n.changeLanguage('en');
    expect(mcpLaneTitle(call, i18n.t)).toBe('mcp__everything__echo on everything · step 2');
    expect(mcpLaneTitle(listing, i18n.t)).toBe('tools/list when everything was connected');
    await loadLanguage('zh');
    await i18n.changeLanguage('zh');
    expect(mcpLaneTitle(listing, i18n.t)).toBe('连接 everything 时的 tools/list');
  });
});
