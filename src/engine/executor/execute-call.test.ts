import { describe, expect, it } from 'vitest';
import { getOpenAITools } from '../schema/openai-tools';
import { armFault } from '../gate-events/arm-fault';
import { toolError, toolSuccess } from '../protocol/tool-result';
import type { RiskClassifier } from '../protocol/tool';
import { call, createHarness, fakeTool } from '../testing/engine-harness';
import { countsAsFailure } from './finish-call';

// Describes each command as one simple command, as Bash's classifier would for these.
const askingBash: RiskClassifier = {
  classify: (input) => ({
    verdict: 'ASK',
    rule: 'bash.ask.unknown',
    reason: `unknown command ${String(input.command)}`,
  }),
  commandParts: (input) => {
    const words = String(input.command).split(' ');
    return [{ text: words.join(' '), words, equivalents: [], wrapper: false, unresolved: null }];
  },
};

describe('permission gate in the pipeline', () => {
  it('waits for the answer to an ASK; approve once lets this call through only', async () => {
    let runs = 0;
    const h = createHarness({
      tools: [fakeTool('Bash', { risk: askingBash, run: () => (runs++, toolSuccess('done')) })],
      answer: 'approve-once',
    });
    const outcome = await h.turn([call('Bash', { command: 'npm test' }, 'b1')]);
    expect(outcome.calls[0]!.result.status).toBe('success');
    expect(h.asked).toHaveLength(1);
    expect(h.asked[0]).toMatchObject({
      callId: 'b1',
      toolName: 'Bash',
      subject: 'npm test',
      alwaysRule: 'Bash(npm test)',
    });
    const gate = h.log.events.find((e) => e.type === 'gate-check' && e.gate === 'permission');
    expect(gate).toMatchObject({ verdict: 'ALLOW', source: 'answer', asked: { answer: 'approve-once' } });
    await h.turn([call('Bash', { command: 'npm test' })]);
    expect(h.asked).toHaveLength(2);
    expect(runs).toBe(2);
  });

  it('remembers "approve always" for the session', async () => {
    const h = createHarness({ tools: [fakeTool('Bash', { risk: askingBash })], answer: 'approve-always' });
    await h.turn([call('Bash', { command: 'npm test' })]);
    await h.turn([call('Bash', { command: 'npm test' })]);
    expect(h.asked).toHaveLength(1);
    expect(h.state.grants.rules()).toEqual(['Bash(npm test)']);
  });

  it('answers a denial with PERMISSION_DENIED, does not run the tool, and does not count it for the breaker', async () => {
    let runs = 0;
    const h = createHarness({
      tools: [fakeTool('Bash', { risk: askingBash, run: () => (runs++, toolSuccess('x')) })],
      answer: 'deny',
      settings: { breaker: { failureThreshold: 1 } },
    });
    const outcome = await h.turn([call('Bash', { command: 'rm -rf /' })]);
    expect(runs).toBe(0);
    expect(outcome.calls[0]!.result).toMatchObject({ status: 'error', errorCode: 'PERMISSION_DENIED' });
    expect(h.state.breakers.view('Bash', 0, h.deps.settings.breaker).state).toBe('CLOSED');
    expect(h.log.events.map((e) => e.type)).toContain('permission-ask');
  });

  it('does not run a call whose question ended without an answer, and says how it ended', async () => {
    for (const [answer, rule] of [
      [() => Promise.reject(new Error('asker failed')), 'answer.unanswered'],
      ['unanswered', 'answer.unanswered'],
      ['stopped', 'answer.stopped'],
    ] as const) {
      let runs = 0;
      const h = createHarness({
        tools: [fakeTool('Bash', { risk: askingBash, run: () => (runs++, toolSuccess('ran')) })],
        answer,
      });
      const outcome = await h.turn([call('Bash', { command: 'x' })]);
      expect(runs).toBe(0);
      expect(outcome.calls[0]!.result.errorCode).toBe('ABORTED');
      const gate = h.log.events.find((e) => e.type === 'gate-check' && e.gate === 'permission');
      expect(gate).toMatchObject({ verdict: 'DENY', rule, source: 'answer' });
      expect(JSON.stringify(h.log.events)).not.toContain('A person denied');
    }
  });

  it('never asks in auto-deny mode', async () => {
    const h = createHarness({ tools: [fakeTool('Bash')], settings: { permissions: { mode: 'auto-deny' } } });
    const outcome = await h.turn([call('Bash', { command: 'ls' })]);
    expect(h.asked).toHaveLength(0);
    expect(outcome.calls[0]!.result.errorMessage).toContain('the mode denies every question');
  });

  it('tells the model which tools exist when it calls an unknown one', async () => {
    const h = createHarness({ tools: [fakeTool('Read'), fakeTool('Grep')] });
    const outcome = await h.turn([call('Reed', { path: 'a' })]);
    expect(outcome.calls[0]!.result.errorMessage).toBe(
      "No tool named 'Reed' exists. Available tools: Grep, Read.",
    );
  });
});

describe('circuit breaker and fault injection in the pipeline', () => {
  it('trips the breaker with injected faults; the tool vanishes from the next schema and answers CIRCUIT_OPEN', async () => {
    let runs = 0;
    const h = createHarness({
      tools: [fakeTool('Read', { safe: true, run: () => (runs++, toolSuccess('ok')) })],
    });
    armFault(h.state.faults, h.log, { toolName: 'Read', count: 3, step: 1, timeMs: 0 });
    const first = await h.turn([call('Read'), call('Read'), call('Read')]);
    expect(runs).toBe(0);
    expect(first.calls.map((c) => c.result.errorCode)).toEqual([
      'EXECUTION_ERROR',
      'EXECUTION_ERROR',
      'EXECUTION_ERROR',
    ]);
    const transition = h.log.events.find((e) => e.type === 'breaker-transition');
    expect(transition).toMatchObject({ toolName: 'Read', from: 'CLOSED', to: 'OPEN', observedBy: 'record' });
    const schema = getOpenAITools(h.registry, h.state.breakers, h.clock.nowMs(), {
      countTokens: (text) => text.length,
      breakerTiming: h.deps.settings.breaker,
    });
    expect(schema.tools).toHaveLength(0);
    const blocked = await h.turn([call('Read')]);
    expect(blocked.calls[0]!.result).toMatchObject({ errorCode: 'CIRCUIT_OPEN' });
    expect(runs).toBe(0);
  });

  it('lets exactly one probe through per half-open period, even in a concurrent batch', async () => {
    let runs = 0;
    const h = createHarness({
      tools: [fakeTool('Read', { safe: true, run: () => (runs++, toolSuccess('ok')) })],
    });
    armFault(h.state.faults, h.log, { toolName: 'Read', count: 3, step: 1, timeMs: 0 });
    await h.turn([call('Read'), call('Read'), call('Read')]);
    h.clock.advanceBy(300_000);
    const probe = await h.turn([call('Read'), call('Read')]);
    expect(probe.calls.map((c) => c.result.errorCode ?? 'ok')).toEqual(['ok', 'CIRCUIT_OPEN']);
    expect(runs).toBe(1);
    const transitions = h.log.events
      .filter((e) => e.type === 'breaker-transition')
      .map((e) => `${e.from}>${e.to}`);
    expect(transitions).toEqual(['CLOSED>OPEN', 'OPEN>HALF_OPEN', 'HALF_OPEN>CLOSED']);
  });

  it("does not count the model's mistakes under the default policy, but does under all-errors (the seed)", async () => {
    const notFound = () => toolError('NOT_FOUND', 'no such file');
    const lenient = createHarness({ tools: [fakeTool('Read', { run: notFound })] });
    const strict = createHarness({
      tools: [fakeTool('Read', { run: notFound })],
      settings: { breaker: { countPolicy: 'all-errors' } },
    });
    for (const h of [lenient, strict]) await h.turn([call('Read'), call('Read'), call('Read')]);
    expect(lenient.state.breakers.view('Read', 0, lenient.deps.settings.breaker).state).toBe('CLOSED');
    expect(strict.state.breakers.view('Read', 0, strict.deps.settings.breaker).state).toBe('OPEN');
  });

  it('classifies outcomes by policy', () => {
    expect(countsAsFailure(toolError('TIMEOUT', 't'), 'tool-faults')).toBe(true);
    expect(countsAsFailure(toolError('INTERNAL_ERROR', 't'), 'tool-faults')).toBe(true);
    for (const code of [
      'NOT_FOUND',
      'INVALID_PARAM',
      'CONFLICT',
      'IS_DIRECTORY',
      'BINARY_FILE',
      'ACCESS_DENIED',
    ] as const) {
      expect(countsAsFailure(toolError(code, 'm'), 'tool-faults'), code).toBe(false);
      expect(countsAsFailure(toolError(code, 'm'), 'all-errors'), code).toBe(true);
    }
    expect(countsAsFailure(toolSuccess('ok'), 'all-errors')).toBe(false);
  });

  it('records fault arming and firing in the trace', async () => {
    const h = createHarness({ tools: [fakeTool('Grep')] });
    armFault(h.state.faults, h.log, { toolName: 'Grep', count: 1, errorCode: 'TIMEOUT', step: 1, timeMs: 0 });
    const outcome = await h.turn([call('Grep'), call('Grep')]);
    expect(outcome.calls.map((c) => c.result.errorCode ?? 'ok')).toEqual(['TIMEOUT', 'ok']);
    expect(h.log.events.filter((e) => e.type === 'fault-inject').map((e) => [e.action, e.remaining])).toEqual(
      [
        ['arm', 1],
        ['fire', 0],
      ],
    );
  });
});

describe('tool results', () => {
  it('turns a malformed return value and a throw into INTERNAL_ERROR', async () => {
    const h = createHarness({
      tools: [
        fakeTool('Bad', { run: () => 'just a string' as never }),
        fakeTool('Throws', {
          run: () => {
            throw new TypeError('oops');
          },
        }),
      ],
    });
    const outcome = await h.turn([call('Bad'), call('Throws')]);
    expect(outcome.calls.map((c) => c.result.errorCode)).toEqual(['INTERNAL_ERROR', 'INTERNAL_ERROR']);
    expect(outcome.calls[1]!.result.errorMessage).toBe("Tool 'Throws' raised an exception: oops");
  });

  it('replaces an empty success with "<tool> completed with no output."', async () => {
    const h = createHarness({ tools: [fakeTool('Quiet', { run: () => toolSuccess('  ') })] });
    const outcome = await h.turn([call('Quiet')]);
    expect(outcome.calls[0]!.result.text).toBe('Quiet completed with no output.');
  });

  it('gives the result its virtual duration, byte figure and context, frozen', async () => {
    const h = createHarness({
      tools: [fakeTool('Read', { run: () => toolSuccess('héllo', {}, { stats: { lines: 1 } }) })],
    });
    const outcome = await h.turn([call('Read', { path: 'a' })]);
    const result = outcome.calls[0]!.result;
    expect(result.stats).toEqual({ lines: 1, timeMs: 20, textBytes: 6 });
    expect(result.context).toEqual({ cwd: '/workspace', input: { path: 'a' } });
    expect(Object.isFrozen(result)).toBe(true);
  });
});
