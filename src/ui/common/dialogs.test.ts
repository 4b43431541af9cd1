// Every dialog of the page is the one shared ModalDialog, so every dialog closes on Escape and gives focus
// back to its opener (e2e/dialogs.spec.ts checks that in Chromium for each of them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const UI = join(import.meta.dirname, '..');
const SHARED = 'common/ModalDialog.tsx';

/**
 * Questions asked in place, inside a region, that no person opened, so there is no opener to return to;
 * they are announced as alerts and end by being answered.
 */
const IN_PLACE_QUESTIONS: Readonly<Record<string, string>> = {
  // The run waits on it; an answer is recorded in the trace, so a stray Escape must not answer "deny".
  'session/PermissionPrompt.tsx': 'permission ASK',
  // A row of the Sessions dialog: Escape closes the whole dialog, and with it this question (nothing deleted).
  'library/DeleteConfirm.tsx': 'delete confirmation',
  // The lesson gallery's "Clear progress…": the same, for the gallery (Escape clears nothing).
  'lessons/ClearProgress.tsx': 'clear-progress confirmation',
};

function sources(dir: string): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return [{ path: relative(UI, path), text: readFileSync(path, 'utf8') }];
  });
}

describe('dialogs', () => {
  const files = sources(UI).filter(({ path }) => path !== SHARED);

  it('are all drawn by common/ModalDialog.tsx', () => {
    const own = files
      .filter(({ text }) => /<dialog\b|role=["']dialog["']|aria-modal|showModal\(/.test(text))
      .map(({ path }) => path);
    expect(own).toEqual([]);
  });

  it('leaves in place only the questions listed, each for its reason', () => {
    const alerts = files.filter(({ text }) => /role=["']alertdialog["']/.test(text)).map(({ path }) => path);
    expect(alerts.sort()).toEqual(Object.keys(IN_PLACE_QUESTIONS).sort());
  });
});
