// The bundle bench's rule for the first screen's JavaScript, on index.html as the build writes it: the entry
// script and its modulepreloads count, each once; a stylesheet, a lazily imported chunk the page does not
// preload and an inline script do not. Over the budget by a byte is over.
import { describe, expect, it } from 'vitest';
import { againstBudget, FIRST_SCREEN_JS_BUDGET, initialScripts } from './first-screen-js.mjs';

const BUILT = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/main-DyaXOzg-.js"></script>
<link rel="modulepreload" crossorigin href="./assets/rolldown-runtime-XKyaHtl9.js">
<link rel="modulepreload" crossorigin href="./assets/jsx-runtime-C_0PqwqG.js">
<link rel="modulepreload" crossorigin href="./assets/jsx-runtime-C_0PqwqG.js">
<link rel="stylesheet" crossorigin href="./assets/main-CDtdY4po.css">
<script>window.inline = 1;</script>
</head><body><div id="root"></div></body></html>`;

describe('the first screen’s JavaScript', () => {
  it('is the entry script and its modulepreloads, each once, relative to dist/', () => {
    expect(initialScripts(BUILT)).toEqual([
      'assets/main-DyaXOzg-.js',
      'assets/rolldown-runtime-XKyaHtl9.js',
      'assets/jsx-runtime-C_0PqwqG.js',
    ]);
  });

  it('is over its budget by the bytes past it, and within it up to the budget itself', () => {
    expect(againstBudget(FIRST_SCREEN_JS_BUDGET).over).toBe(0);
    expect(againstBudget(FIRST_SCREEN_JS_BUDGET + 1).over).toBe(1);
    expect(againstBudget(254_049).over).toBe(4_049);
    expect(FIRST_SCREEN_JS_BUDGET).toBe(250_000); // the figure docs/delivery.md states
  });
});
