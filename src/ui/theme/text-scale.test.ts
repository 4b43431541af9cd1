// Presenter mode scales text through --text-scale at the root (docs/presenter.md); a font size written in
// pixels without it stays small on a projector. Every style sheet under src/ui is read here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('text scale', () => {
  it('every pixel font size in the style sheets goes through --text-scale', () => {
    const unscaled = cssFiles('src/ui').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, n) =>
          /font-size:[^;]*\dpx/.test(line) && !line.includes('--text-scale') ? [`${file}:${n + 1}`] : [],
        ),
    );
    expect(unscaled).toEqual([]);
  });
});
