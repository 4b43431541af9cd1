// The engine's reasons read in Chinese: every gate, breaker, hidden-tool, plan and trace-row reason that the
// ten lessons produce, and the Bash classifier's findings, render from their codes to Chinese with no English
// words left outside the verbatim parts (a tool, a command, a rule) and the glossary's terms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { riskRuleIdsInSources } from '../../common/testing/risk-rule-ids';
import type { TraceEvent } from '../../engine';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import { zh } from '../i18n/zh';
import { hiddenReason, transitionReason } from './breaker-reason';
import { eventSummary } from './event-summary';
import { gateReason } from './gate-reason';
import { permissionReason } from './permission-reason';
import { planReason } from './plan-reason';
import { providerErrorReason } from './provider-error';
import { reasonString, type Reason } from './reason';
import { riskReason } from './risk-reason';

const t = i18next.createInstance();
void t.init({ resources: { zh: { translation: zh } }, lng: 'zh', initAsync: false });
const glossary = JSON.parse(
  readFileSync(join(import.meta.dirname, '../i18n/zh-glossary.json'), 'utf8'),
) as Record<string, unknown>;
const TOOLS = ['Read', 'Write', 'Edit', 'Grep', 'Glob', 'LS', 'Bash', 'Task', 'TodoWrite'];
const TERMS = new Set<string>([
  ...TOOLS,
  ...Object.entries(glossary).flatMap(([group, words]) =>
    group !== 'phrases' && Array.isArray(words) ? (words as string[]) : [],
  ),
]);
/** Reasons said by their verdict alone: a rule the renderer does not know. */
const FALLBACKS = new Set(['permission.other', 'risk.denied', 'risk.asks']);

function inChinese(reason: Reason): string {
  expect(t.exists(`reasons.${reason.key}`), reason.key).toBe(true);
  return reasonString(reason, t.t, 'zh');
}

function englishIn(text: string): string[] {
  const outsideVerbatim = text.replace(/「[^」]*」/g, ' ');
  return (outsideVerbatim.match(/[A-Za-z][A-Za-z_]+/g) ?? []).filter(
    (w) => !TERMS.has(w) && !w.includes('_'),
  );
}

function reasonsOf(events: readonly TraceEvent[]): Reason[] {
  return events.flatMap((event): Reason[] => {
    if (event.type === 'gate-check') return [gateReason(event)];
    if (event.type === 'breaker-transition') return [transitionReason(event)];
    if (event.type === 'schema-build') return event.hidden.map(hiddenReason);
    if (event.type === 'permission-ask') return [permissionReason(event.request)];
    if (event.type !== 'plan-build') return [];
    return event.calls.flatMap((call) =>
      call.status === 'ok' ? [] : [planReason(call.status, call.toolName, event.maxCallsPerTurn, call.error)],
    );
  });
}

describe('engine reasons in Chinese', () => {
  it.each(LESSONS.map((lesson) => [lesson.id, lesson] as const))(
    '%s: every reason and trace row renders from its code, in Chinese',
    async (_, lesson) => {
      const run = await runDocumentInProcess(lesson.document);
      if (!run.ok) throw new Error(run.reason);
      const reasons = reasonsOf(run.events);
      expect(reasons.filter((r) => FALLBACKS.has(r.key)).map((r) => r.original)).toEqual([]);
      const rows = run.events
        .filter((e) => e.type !== 'run-start' && e.type !== 'model-delta')
        .map(eventSummary);
      const english = [...reasons, ...rows].flatMap((r) =>
        englishIn(inChinese(r)).map((w) => `${w}: ${r.key}`),
      );
      expect(english).toEqual([]);
    },
    60_000,
  );

  // The classifier's rule ids, read from its sources (ui/ may not import shell/): each one is worded.
  const ruleIds = riskRuleIdsInSources();
  it('reads the classifier rules from its sources', () => expect(ruleIds.size).toBeGreaterThan(30));
  it.each([...ruleIds, 'bash.deny.git-reset', 'bash.ask.git-add', 'bash.allow.read-only'])(
    'the finding %s has its own wording',
    (rule) => {
      const verdict = rule.split('.')[1]!.toUpperCase() as 'ALLOW' | 'ASK' | 'DENY';
      const reason = riskReason({ verdict, rule, reason: 'English.', node: 'cmd' });
      expect(FALLBACKS.has(reason.key), `${rule} → ${reason.key}`).toBe(false);
      expect(englishIn(inChinese(reason))).toEqual([]);
    },
  );

  it('says allow rules and earlier "approve always" answers by their rule ids', () => {
    const facts = { reason: 'English.', toolName: 'Bash', risk: null };
    expect(permissionReason({ ...facts, rule: 'user.allow:Bash(ls)' }).key).toBe('permission.allow');
    expect(permissionReason({ ...facts, rule: 'user.allow:Bash(ls), user.allow:Bash(wc:*)' }).key).toBe(
      'permission.allowMany',
    );
    expect(permissionReason({ ...facts, rule: 'grant:Bash(ls)' }).key).toBe('permission.grant');
    expect(permissionReason({ ...facts, rule: 'user.allow:Bash(ls), grant:Bash(wc)' }).key).toBe(
      'permission.grantMany',
    );
    expect(inChinese(permissionReason({ ...facts, rule: 'user.deny:Bash(rm:*)' }))).toBe(
      '命中拒绝规则 「Bash(rm:*)」。',
    );
  });

  it('says each breaker edge by its cause, and a provider failure by its kind', () => {
    const edge = (from: 'CLOSED' | 'OPEN' | 'HALF_OPEN', to: 'CLOSED' | 'OPEN' | 'HALF_OPEN') =>
      inChinese(transitionReason({ from, to, reason: 'English', consecutiveFailures: 2 }));
    expect(edge('CLOSED', 'OPEN')).toBe('连续失败 2 次，达到熔断阈值。');
    expect(edge('OPEN', 'HALF_OPEN')).toBe('冷却期已过：放行一次试探调用。');
    expect(edge('HALF_OPEN', 'OPEN')).toBe('试探调用失败。');
    expect(edge('HALF_OPEN', 'CLOSED')).toBe('试探调用成功。');
    const timeout = providerErrorReason({
      kind: 'timeout',
      message:
        'The endpoint x started streaming, then sent nothing for 5 ms (the idle timeout between chunks).',
    });
    expect(inChinese(timeout)).toContain('空闲超时');
    expect(inChinese(providerErrorReason({ kind: 'server', message: 'x', status: 502 }))).toContain('502');
  });
});
