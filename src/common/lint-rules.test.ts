// Proves that the layer rules of DESIGN.md are enforced: lint the fixtures in lint-fixtures/ (which the
// normal lint run ignores) and expect every forbidden arrow to be reported.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// One linter for the file, with eslint.config.js as it is but without type information: the layer rules are
// ESLint's own (no-restricted-imports, -globals, -properties, -syntax) and read only the syntax, while
// building the TypeScript program for the type-aware rules took most of this file's time.
const eslint = new ESLint({ ignore: false, overrideConfig: tseslint.configs.disableTypeChecked });

async function lint(file: string) {
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

describe('layer rules (eslint.config.js)', () => {
  it('forbid React, zustand, other layers, the wall clock, randomness, timers and the DOM in engine/', async () => {
    const messages = await lint('lint-fixtures/engine/forbidden-everything.ts');
    const linesByRule = (rule: string) => messages.filter((m) => m.rule === rule).map((m) => m.line);
    expect(linesByRule('no-restricted-imports')).toEqual([3, 4, 5, 6]);
    expect(linesByRule('no-restricted-properties')).toEqual([10, 11]);
    expect(linesByRule('no-restricted-syntax')).toEqual([12]);
    expect(linesByRule('no-restricted-globals')).toEqual([13, 14]);
  }, 60_000);

  it('let vfs/ import common/ but not the runtime', async () => {
    const messages = await lint('lint-fixtures/vfs/reaches-up.ts');
    expect(messages.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.line)).toEqual([3]);
  }, 60_000);

  it('keep the runtime port, the store instance and getState() out of ui/ outside the composition root', async () => {
    const messages = await lint('lint-fixtures/ui/reaches-past-actions.ts');
    const linesByRule = (rule: string) => messages.filter((m) => m.rule === rule).map((m) => m.line);
    expect(linesByRule('no-restricted-imports')).toEqual([2, 3]);
    expect(linesByRule('no-restricted-syntax')).toEqual([7, 9]);
  }, 60_000);

  it('ban a module-scope let outside the composition root, worker and harness entries, and tests', async () => {
    const rule = 'toolscope/no-module-scope-let';
    const linesOf = async (file: string) =>
      (await lint(file)).filter((m) => m.rule === rule).map((m) => m.line);
    expect(await linesOf('lint-fixtures/ui/module-state.ts')).toEqual([2, 3]);
    expect(await linesOf('lint-fixtures/ui/app/compose/composes-an-app.ts')).toEqual([]);
    expect(await linesOf('src/session/trace-file/trace-file.worker.ts')).toEqual([]);
    expect(await linesOf('src/shell/worker/harness/shell-harness.ts')).toEqual([]);
  }, 60_000);

  it("keep react-i18next's useTranslation out of ui/", async () => {
    const messages = await lint('lint-fixtures/ui/imports-use-translation.ts');
    expect(messages.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.line)).toEqual([2]);
  }, 60_000);

  it('keep zustand and the runtime out of ui/', async () => {
    const messages = await lint('lint-fixtures/ui/imports-zustand.ts');
    expect(messages.filter((m) => m.rule === 'no-restricted-imports').map((m) => m.line)).toEqual([2, 3]);
  }, 60_000);
});
