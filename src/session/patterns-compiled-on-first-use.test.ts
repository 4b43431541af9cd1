// Loading the validators generated ahead of time compiles no pattern; each is compiled by RE2 the first time
// a value reaches it (issue 37: the session and lesson validators compiled their eleven patterns when their
// module loaded, 40–70 ms of the task that took a pasted link into the library). The answers stay RE2's
// (decision 0110), and a pattern RE2 refuses cannot reach them: the generator compiled each one.
import { RE2JS } from 're2js';
import { expect, it, vi } from 'vitest';

it('compiles a fixed schema’s pattern when a value first reaches it, once', async () => {
  const compile = vi.spyOn(RE2JS, 'compile');
  vi.resetModules(); // files share modules when isolation is off (vitest --no-isolate): load the validators afresh
  const { loadSessionValue } = await import('./load-session');
  const { lessonById } = await import('./lessons/lesson-catalog');
  expect(compile).not.toHaveBeenCalled();

  const document = JSON.parse(JSON.stringify(lessonById('registration')!.document)) as object;
  expect(loadSessionValue(document)).toMatchObject({ ok: true });
  const afterOne = compile.mock.calls.length;
  expect(afterOne).toBeGreaterThan(0);
  expect(loadSessionValue(document)).toMatchObject({ ok: true });
  expect(compile.mock.calls.length).toBe(afterOne);

  // A pattern first reached later is compiled then, and answers as RE2 does.
  const tree = (sha256: string) => ({ ...document, importedTree: { sha256, files: 1, bytes: 1 } });
  expect(loadSessionValue(tree('a'.repeat(64)))).toMatchObject({ ok: true });
  expect(compile.mock.calls.length).toBe(afterOne + 1);
  expect(loadSessionValue(tree('A'.repeat(64)))).toMatchObject({
    ok: false,
    details: [{ code: 'schema.pattern', params: { path: '/importedTree/sha256' } }],
  });
});
