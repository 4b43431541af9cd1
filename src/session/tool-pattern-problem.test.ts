// A tool schema whose pattern RE2 cannot take is refused wherever a tool arrives (issue 36): when a session
// is loaded (a file, a share link, a library entry), a lesson is loaded, a spec is connected to a runtime,
// and a tool is defined in the Tools tab (ui/tools/tool-definition.test.ts) — with where the pattern is and why, never at the model's first call.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import { loadLessonValue } from './lessons/load-lesson';
import { loadSessionText, loadSessionValue } from './load-session';
import { runSpecOf } from './session-document';
import { decodeShareLink } from './share/decode-share-link';
import { fragmentOfText } from './share/testing/share-fixtures';
import { patternSessionDocument, REDOS_PATTERN } from '../common/testing/hostile-documents';

const LOOKAHEAD = '^(?=.*\\d)\\w+$';
const refused = patternSessionDocument(LOOKAHEAD, 'a1');
const where = '/tools/userDefined/0/parameters/properties/s/pattern';

describe('a tool pattern RE2 cannot take', () => {
  it('is refused when a session file loads, naming the place, the tool and why', () => {
    const loaded = loadSessionText(JSON.stringify(refused));
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.reason).toBe(
      `${where}, the pattern ${JSON.stringify(LOOKAHEAD)} of the tool "Echo", is refused: it uses a lookaround ((?=, (?!, (?<= or (?<!), which cannot be matched in linear time.`,
    );
    expect(loaded.details[0]).toMatchObject({
      code: 'toolPattern.lookaround',
      params: { path: where, tool: 'Echo', pattern: LOOKAHEAD },
    });
  });

  it('is refused when a share link opens', () => {
    const decoded = decodeShareLink(fragmentOfText(JSON.stringify({ step: 1, session: refused })));
    expect(decoded).toMatchObject({ ok: false, problem: 'invalid-session' });
    expect(!decoded.ok && decoded.reason).toContain('uses a lookaround');
  });

  it('is refused when a lesson loads, at its path in the lesson', () => {
    const lessonPath = join(import.meta.dirname, 'lessons/documents/04-broken-calls.lesson.json');
    const lesson = JSON.parse(readFileSync(lessonPath, 'utf8')) as { document: Record<string, unknown> };
    const tools = (refused as { tools: unknown }).tools;
    const loaded = loadLessonValue({ ...lesson, document: { ...lesson.document, tools } });
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.details[0]).toMatchObject({
      code: 'toolPattern.lookaround',
      params: { path: `/document${where}` },
    });
  });

  it('is refused when a spec that no loader saw is connected to a runtime', async () => {
    const document = patternSessionDocument(REDOS_PATTERN, 'aaa');
    const loaded = loadSessionValue(document);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const spec = runSpecOf(loaded.document);
    const [tool] = spec.tools.userDefined;
    const edited = {
      ...spec,
      tools: {
        ...spec.tools,
        userDefined: [
          {
            ...tool!,
            parameters: {
              type: 'object' as const,
              properties: { s: { type: 'string' as const, pattern: '(x)\\1' } },
            },
          },
        ],
      },
    };
    expect(await createInProcessRuntime(edited, { mode: 'replay' })).toEqual({
      ok: false,
      reason:
        'The tool Echo cannot be used: its schema\'s pattern "(x)\\\\1" (at /properties/s/pattern) is refused: it uses a backreference (\\1 or \\k<name>), which cannot be matched in linear time.',
    });
  });

  it('leaves a pattern RE2 takes alone, however it would backtrack elsewhere', () => {
    const loaded = loadSessionValue(patternSessionDocument(REDOS_PATTERN, 'aaa'));
    expect(loaded.ok).toBe(true);
    expect(loaded.ok && loaded.document.tools.userDefined[0]?.name).toBe('Echo');
  });
});
