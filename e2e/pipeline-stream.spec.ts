// The model's side of the pipeline view in real Chromium: the request going out, the response streaming in
// token by token with the tokens counted, and the schema's tools leaving and coming back. The run is paused
// mid-response by a breakpoint on `model-delta`: each "Run to the next breakpoint" releases exactly one more
// delta, so the pace is the release of events and nothing here waits on time. Each moment is checked with and
// without reduced motion (with it, no animation may run), and screenshotted in light/dark, en/zh.
import { expect, test, type Page } from '@playwright/test';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { tokenPieces } from '../src/llm/response-deltas';
import { watchPage } from './support/page-guards';
import { shoot } from './support/pipeline-shots';
import { openPlayground } from './support/playground';
import { runToEnd } from './support/session-file';

interface ScriptedTurn {
  readonly content: string;
  readonly toolCalls: readonly { readonly name: string; readonly arguments: unknown }[];
}
const firstTurn = (
  lessonById('parallel-reads')!.document.provider as unknown as { script: readonly ScriptedTurn[] }
).script[0]!;
const textPieces = tokenPieces(firstTurn.content);
const readArguments = JSON.stringify(firstTurn.toolCalls[0]!.arguments);
const totalTokens =
  textPieces.length +
  firstTurn.toolCalls.reduce((n, call) => n + 1 + tokenPieces(JSON.stringify(call.arguments)).length, 0);

const pipeline = (page: Page) => page.getByTestId('pipeline-view');
const stream = (page: Page) => page.getByTestId('pipeline-stream');
const count = (page: Page) => page.getByTestId('stream-token-count');

async function expectNoAnimations(page: Page, reduced: boolean) {
  if (reduced) expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
}

async function addBreakpoint(page: Page, condition: string) {
  const bar = page.getByRole('region', { name: 'Breakpoints' });
  await bar.getByRole('combobox', { name: 'Stop on' }).fill(condition);
  await bar.getByRole('button', { name: 'Add' }).click();
}

/** Runs to the next breakpoint and waits until the runtime has paused there again. */
async function runToBreakpoint(page: Page, stoppedOn: string) {
  const bar = page.getByRole('region', { name: 'Breakpoints' });
  await bar.getByRole('button', { name: 'Run to the next breakpoint' }).click();
  await expect(bar.getByRole('status')).toContainText(`Stopped at breakpoint ${stoppedOn}`);
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
}

for (const reduced of [false, true]) {
  const motion = reduced ? ' (reduced motion)' : '';
  test.describe(`pipeline view, the model side${motion}`, () => {
    test.use({ contextOptions: { reducedMotion: reduced ? 'reduce' : 'no-preference' } });

    test(`paused mid-response, the diagram shows the partial text, the partial arguments and the tokens so far${motion}`, async ({
      page,
      baseURL,
    }) => {
      const problems = watchPage(page, new URL(baseURL!).origin);
      await openPlayground(page, { path: './?lesson=parallel-reads', height: 1000 });
      await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
      await page
        .getByRole('toolbar', { name: 'Drive the runtime' })
        .getByRole('button', { name: 'Step', exact: true })
        .click();
      await page.getByRole('tab', { name: 'Trace' }).click();

      // The request goes out: the schema it carries, and the response waiting for its first token.
      await addBreakpoint(page, 'event:model-request');
      await runToBreakpoint(page, 'event:model-request');
      await expect(pipeline(page)).toHaveAttribute('data-active-stage', 'request');
      await expect(pipeline(page).locator('[data-stage="schema"] [data-schema-sent]')).toHaveText([
        'Edit',
        'Grep',
        'Read',
      ]);
      await expect(stream(page)).toHaveAttribute('data-state', 'waiting');
      await expect(stream(page)).toContainText('request sent · waiting for the first token');
      await expectNoAnimations(page, reduced);
      if (!reduced) await shoot(page, 'stream-request-out');

      // One delta per run to the breakpoint: the text grows a token at a time, counted.
      await addBreakpoint(page, 'event:model-delta');
      for (let tokens = 1; tokens <= 3; tokens++) {
        await runToBreakpoint(page, 'event:model-delta');
        await expect(count(page)).toHaveText(`tokens: ${tokens}`);
      }
      await expect(stream(page)).toHaveAttribute('data-state', 'streaming');
      await expect(stream(page)).toHaveAttribute('data-tokens', '3');
      await expect(page.getByTestId('stream-text')).toHaveText(textPieces.slice(0, 3).join(''));
      // The conversation writes the same turn where people read: its bubble has the partial text.
      const turn = page.getByTestId('pending-turn');
      await expect(turn).toHaveAttribute('data-state', 'streaming');
      await expect(turn.getByTestId('pending-text')).toHaveText(textPieces.slice(0, 3).join(''));
      await expect(pipeline(page)).toHaveAttribute('data-active-stage', 'response');
      await expect(pipeline(page).locator('.pipeline-token')).toHaveCount(0);
      await expectNoAnimations(page, reduced);
      if (!reduced) await shoot(page, 'stream-text-partial');

      // On into the first call: its name, then its arguments a piece at a time, on its token too.
      const argumentPieces = 4;
      for (let tokens = 4; tokens <= textPieces.length + 1 + argumentPieces; tokens++) {
        await runToBreakpoint(page, 'event:model-delta');
        await expect(count(page)).toHaveText(`tokens: ${tokens}`);
      }
      const partial = tokenPieces(readArguments).slice(0, argumentPieces).join('');
      expect(readArguments.startsWith(partial) && partial.length < readArguments.length).toBe(true);
      await expect(page.getByTestId('stream-text')).toHaveText(firstTurn.content);
      const call = stream(page).locator('.stream-calls li');
      await expect(call).toHaveCount(1);
      await expect(call.locator('.stream-call-name')).toHaveText('Read');
      await expect(page.getByTestId('stream-arguments')).toHaveText(partial);
      const streaming = pipeline(page).locator('.pipeline-token');
      await expect(streaming).toHaveCount(1);
      await expect(streaming).toHaveAttribute('data-stage', 'response');
      await expect(streaming.locator('.token-argument')).toHaveText(partial);
      // And the call's card in the conversation fills in with the same partial arguments.
      const card = turn.getByRole('article', { name: 'Tool call Read' });
      await expect(card.locator('.tool-card-args')).toHaveText(partial);
      await expectNoAnimations(page, reduced);
      if (!reduced) await shoot(page, 'stream-arguments-partial');

      // The rest of the response: every token counted, every call whole, the stream complete, and only once
      // the last released pieces have shown ("streaming" while they type out, with motion).
      await stream(page).evaluate((element) => {
        const states: string[] = [];
        (window as unknown as { streamStates: string[] }).streamStates = states;
        // With each state, how many of the stream's pieces were still fading in at that moment.
        const typing = () =>
          element.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length;
        new MutationObserver(() => states.push(`${element.getAttribute('data-state')}:${typing()}`)).observe(
          element,
          {
            attributes: true,
            attributeFilter: ['data-state'],
          },
        );
      });
      await page
        .getByRole('region', { name: 'Breakpoints' })
        .locator('.breakpoint-chip button')
        .last()
        .click();
      await page
        .getByRole('toolbar', { name: 'Drive the runtime' })
        .getByRole('button', { name: 'Step', exact: true })
        .click();
      await expect(stream(page)).toHaveAttribute('data-state', 'done');
      const states = await page.evaluate(
        () => (window as unknown as { streamStates: string[] }).streamStates,
      );
      // It says complete only when no piece is still typing out (it said so at once, while they faded in).
      expect(states.at(-1)).toBe('done:0');
      await expect(turn).toHaveAttribute('data-state', 'running');
      await expect(turn.locator('.tool-card-args')).toHaveText(
        firstTurn.toolCalls.map((c) => JSON.stringify(c.arguments)),
      );
      await expect(stream(page)).toHaveAttribute('data-tokens', String(totalTokens));
      await expect(count(page)).toContainText(`tokens: ${totalTokens}`);
      await expect(page.getByTestId('stream-arguments')).toHaveText(
        firstTurn.toolCalls.map((c) => JSON.stringify(c.arguments)),
      );
      await expect(pipeline(page).locator('.pipeline-token')).toHaveCount(4);
      await expect(pipeline(page)).toHaveAttribute('data-motion', 'animate');
      await expectNoAnimations(page, reduced);
      // With motion, the pieces' reveal ends: nothing stays animating once every piece is shown.
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      if (!reduced) await shoot(page, 'stream-complete');

      // Travelling back onto a delta draws what was there then.
      await page.getByRole('combobox', { name: 'Type' }).selectOption('model-delta');
      // The list keeps the selected row in view; the second delta is at its top.
      await page.locator('.trace-scroller').evaluate((list) => (list.scrollTop = 0));
      const second = page.locator('.trace-row').nth(1);
      await second.click();
      await expect(second).toHaveAttribute('aria-current', 'true');
      await expect(count(page)).toHaveText('tokens: 2');
      await expect(page.getByTestId('stream-text')).toHaveText(textPieces.slice(0, 2).join(''));
      await expectNoAnimations(page, reduced);
      expect(problems.consoleErrors).toEqual([]);
    });

    test(`circuit breaker: the schema stage marks Read leaving, then coming back${motion}`, async ({
      page,
    }) => {
      await openPlayground(page, { path: './?lesson=circuit-breaker', height: 1000 });
      await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
      await runToEnd(page);
      await page.getByRole('tab', { name: 'Trace' }).click();
      await page.getByRole('combobox', { name: 'Type' }).selectOption('schema-build');
      const schema = pipeline(page).locator('[data-stage="schema"]');

      await page.locator('.trace-row').nth(1).click();
      await expect(schema.locator('[data-schema-change="left"]')).toHaveAttribute('data-tool', 'Read');
      await expect(schema.locator('[data-schema-change="back"]')).toHaveCount(0);
      await expect(schema.locator('[data-schema-sent="Read"]')).toHaveCount(0);
      await expectNoAnimations(page, reduced);

      await page.locator('.trace-row').nth(2).click();
      await expect(schema.locator('[data-schema-change="back"]')).toHaveAttribute('data-tool', 'Read');
      await expect(schema.locator('[data-schema-change="back"]')).toHaveText('back: Read');
      await expect(schema.locator('[data-schema-change="left"]')).toHaveCount(0);
      await expect(schema.locator('[data-schema-sent="Read"]')).toHaveCount(1);
      await expectNoAnimations(page, reduced);
      if (!reduced) await shoot(page, 'circuit-breaker-schema-back');
    });
  });
}
