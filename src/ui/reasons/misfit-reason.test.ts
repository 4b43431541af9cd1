// A fork's misfit, as the page says it: at the step it happened, in English and in Chinese, from the error
// the runtime really ends a fork with (not a hand-made one).
import { describe, expect, it } from 'vitest';
import { forkWithChanges } from '../../session/fork/fork-with-changes';
import { denyRule, forkSourceSpec, runToEnd } from '../../session/fork/testing/fork-fixture';
import { en } from '../i18n/en';
import { wordsIn } from '../i18n/testing/words-in';
import { zh } from '../i18n/zh';
import { providerErrorReason } from './provider-error';
import { reasonString } from './reason';

async function forkEnd(step: number, rule: string) {
  const source = await runToEnd(forkSourceSpec(), 'live');
  const plan = forkWithChanges(source.spec, source.events, step, denyRule(rule), { title: 'Source' });
  if (!plan.ok) throw new Error(plan.reason);
  const { run } = await runToEnd(plan.spec, 'continue');
  if (!run.modelError) throw new Error('the fork did not stop');
  return providerErrorReason(run.modelError, run.steps);
}

describe('a fork’s misfit in words', () => {
  it('names the step and the tool no longer offered, in both languages', async () => {
    const said = await forkEnd(3, 'Write');
    expect(reasonString(said, wordsIn('en', en).t, 'en')).toBe(
      'At step 3, the recorded answer calls 「Write」, which this fork no longer offers: the replay stops here.',
    );
    expect(reasonString(said, wordsIn('zh', zh).t, 'zh')).toBe(
      '第 3 步：录制的回答调用了 「Write」，而这个分叉不再提供它，重放到此为止。',
    );
  });

  it('names the call whose result changed under the new rule', async () => {
    const said = await forkEnd(2, 'Read(b.txt)');
    expect(said.key).toBe('provider.misfit.result-changed');
    expect(reasonString(said, wordsIn('zh', zh).t, 'zh')).toMatch(
      /^第 3 步：录制的回答读到的 「Read」（「call_\S+」）的结果/,
    );
  });
});
