// A server's own tool names and descriptions reach the Tools tab as the server wrote them: HTML in them is
// drawn as text (escaped), and bidirectional controls as visible placeholders, so a name cannot pass itself
// off as another or reorder what is drawn after it. A long description is drawn folded to its start: a listing
// of 128 tools of 16,384 characters each drew 2 MB of text at once. Drawn on the server (no browser) from the
// app's services.
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { browserApp } from '../../app/compose/browser-app';
import { addPartWords, initI18n } from '../../i18n/i18n';
import { mcpServersWords } from '../../i18n/parts/mcp-servers';
import { AppServicesProvider } from '../../store/app-services';
import { McpServerList } from './McpServerList';
import { DESCRIPTION_SHOWN } from './McpToolDescription';

const i18n = initI18n('en');
addPartWords(mcpServersWords); // as the Tools tab does when it loads
afterAll(() => void i18n.changeLanguage('en'));

const input = { type: 'object' as const, properties: {} };

function drawn(servers: Parameters<typeof McpServerList>[0]['servers']): string {
  return renderToString(
    <AppServicesProvider services={browserApp().services}>
      <McpServerList onOutcome={() => undefined} servers={servers} />
    </AppServicesProvider>,
  );
}

describe('the Tools tab’s MCP records', () => {
  it('fold a long description to its start, offering the rest, and draw a short one whole', () => {
    const long = `${'a'.repeat(DESCRIPTION_SHOWN)}${'b'.repeat(16_384 - DESCRIPTION_SHOWN)}`;
    const tools = Array.from({ length: 128 }, (_, i) => ({
      name: `tool_${i}`,
      description: i === 0 ? 'Short and whole.' : long,
      inputSchema: input,
    }));
    const html = drawn([{ name: 'wordy', url: 'http://127.0.0.1:1/mcp', trusted: false, tools }]);
    expect(html).toContain('Short and whole.');
    expect(html).toContain(`${'a'.repeat(DESCRIPTION_SHOWN)}…`);
    expect(html).not.toContain('bbbb');
    expect(html.match(/Show all 16,384 characters/g)).toHaveLength(127);
    expect(html.length).toBeLessThan(128 * (DESCRIPTION_SHOWN + 1_000));
  });

  it('show a name with HTML escaped and one with a bidi control made visible', () => {
    const html = renderToString(
      <AppServicesProvider services={browserApp().services}>
        <McpServerList
          onOutcome={() => undefined}
          servers={[
            {
              name: 'hostile',
              url: 'http://127.0.0.1:1/mcp',
              trusted: false,
              tools: [
                { name: '<img src=x onerror=alert(1)>', inputSchema: input },
                { name: 'report\u202Eexe.txt', description: 'opens \u2066this\u2069', inputSchema: input },
              ],
            },
          ]}
        />
      </AppServicesProvider>,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('report⟪U+202E⟫exe.txt');
    expect(html).toContain('opens ⟪U+2066⟫this⟪U+2069⟫');
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
  });
});
