// The session schema is compiled on the first document checked, not when load-session loads: the module is
// in the page's first chunks, and a first screen or an embedded player that checks no document should not
// spend the page's thread compiling it (issue 14).
import { Ajv } from 'ajv';
import { expect, it, vi } from 'vitest';

it('compiles the session schema once, on the first document checked', async () => {
  const compile = vi.spyOn(Ajv.prototype, 'compile');
  const { loadSessionValue } = await import('./load-session');
  expect(compile).not.toHaveBeenCalled();

  const { lessonById } = await import('./lessons/lesson-catalog');
  const document = JSON.parse(JSON.stringify(lessonById('registration')!.document)) as unknown;
  expect(loadSessionValue(document)).toMatchObject({ ok: true });
  expect(loadSessionValue({ ...(document as object), title: 7 })).toMatchObject({ ok: false });
  expect(compile).toHaveBeenCalledTimes(1);
});
