// What the UI benches ask of the page while they measure it, asked the way that costs the page least: a raw
// DevTools evaluation (`Runtime.evaluate`), with no Playwright script in the page. A Playwright locator puts
// Playwright's selector engine (a ~330 KB script) into each new document on first use, and a `page.evaluate`
// its smaller utility script: each a task of the page's own, ~10 ms of CPU that took up to 140 ms of wall
// time on the shared two cores while a big link opened (traced 2026-12-07), and the page's
// PerformanceObserver counted it as the app's long task. A locator's wait then polls in the page every frame.
// Here a wait is a page-side timer that looks every 50 ms: a fraction of a millisecond each.
import type { CDPSession, Page } from '@playwright/test';

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** Evaluates `expression` in the page's main world, awaiting a promise it returns; its value, as JSON. */
export async function evaluateInPage<T>(page: Page, expression: string): Promise<T> {
  const session = await sessionOf(page);
  const answer = await session.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (answer.exceptionDetails) {
    const text = answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text;
    throw new Error(`in the page: ${text}`);
  }
  return answer.result.value as T;
}

export interface ElementWait {
  /** Text the element's text must contain, if any. */
  readonly text?: string;
  readonly timeoutMs?: number;
}

/**
 * Resolves once an element matching `selector`, whose text contains `text` exactly (case and spaces as
 * written), is in the page's DOM: unlike a Playwright locator's wait, it does not ask whether it is visible.
 */
export async function waitForElement(page: Page, selector: string, wait: ElementWait = {}): Promise<void> {
  const { text = '', timeoutMs = 60_000 } = wait;
  // A string, not a function's source: tsx's transform wraps named functions in a helper the page lacks.
  await evaluateInPage(
    page,
    `new Promise((resolve, reject) => {
      const selector = ${JSON.stringify(selector)}, text = ${JSON.stringify(text)};
      const giveUpAt = Date.now() + ${timeoutMs};
      const look = () => {
        if ([...document.querySelectorAll(selector)].some((e) => (e.textContent ?? '').includes(text))) resolve();
        else if (Date.now() > giveUpAt) reject(new Error('no ' + selector + ' with "' + text + '" in ${timeoutMs} ms'));
        else setTimeout(look, 50);
      };
      look();
    })`,
  );
}
