import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

const RECOVERY_MS = 60_000;

export const circuitBreakerLesson: Lesson = {
  id: 'circuit-breaker',
  number: 7,
  title: { en: 'The circuit breaker', zh: '熔断器' },
  summary: {
    en: 'Three failures open the breaker and the tool leaves the schema; after the clock moves on, one probe is let through and its success closes it again.',
    zh: '连续三次失败让熔断器打开，工具从 schema 中消失；时钟前进之后放行一次试探调用，试探成功后熔断器重新闭合。',
  },
  document: lessonDocument({
    title: 'Lesson 7 · The circuit breaker',
    tools: { builtin: ['Read', 'Write'], userDefined: [] },
    files: { 'status.txt': 'all systems normal\n' },
    settings: { engine: { breaker: { failureThreshold: 3, recoveryTimeoutMs: RECOVERY_MS } } },
    userMessages: ['Check status.txt for me.', 'A minute has passed. Please try again.'],
    inputs: [
      {
        type: 'fault',
        at: { step: 1, phase: 'before-tools' },
        toolName: 'Read',
        errorCode: 'TIMEOUT',
        message: 'The storage service timed out.',
        count: 3,
      },
      { type: 'clock-advance', at: { step: 3, phase: 'before-step' }, ms: RECOVERY_MS },
    ],
    script: [
      {
        content: 'Three attempts, in parallel.',
        toolCalls: [
          { name: 'Read', arguments: { path: 'status.txt' } },
          { name: 'Read', arguments: { path: 'status.txt', offset: 1 } },
          { name: 'Read', arguments: { path: 'status.txt', limit: 1 } },
        ],
      },
      { content: 'Read is not available right now. Ask me again in a minute.' },
      { content: 'Trying once more.', toolCalls: [{ name: 'Read', arguments: { path: 'status.txt' } }] },
      { content: 'status.txt says all systems are normal.' },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'A breaker protects both sides from a tool that keeps failing: the tool gets a rest, and the model stops wasting turns on it. This one opens after three failures in a row and waits one virtual minute before it lets anything through again.',
        zh: '熔断器在工具反复失败时保护双方：工具得以喘息，模型也不再在它身上浪费回合。这里的熔断器在连续三次失败后打开，并等待一分钟（虚拟时间）才会再放行。',
      },
    },
    {
      step: 1,
      text: {
        en: 'Three injected timeouts. Watch the Breakers inspector: CLOSED, then OPEN on the third failure.',
        zh: '三次注入的超时。看「熔断器」面板：从 CLOSED 变成 OPEN，就发生在第三次失败时。',
      },
    },
    {
      step: 2,
      text: {
        en: 'Read is missing from this step’s schema, so the model answers without it. Before you ask again, the clock is moved forward by a minute: the recovery timeout has passed.',
        zh: '这一步的 schema 里没有 Read，模型只好不用它作答。在你再次提问之前，时钟被拨快了一分钟，恢复等待期已经过去。',
      },
    },
    {
      step: 3,
      text: {
        en: 'Building the schema notices the timeout has passed and moves the breaker to HALF_OPEN, so Read is offered again. Exactly one call is let through as a probe; it succeeds, and the breaker closes.',
        zh: '生成 schema 时发现等待期已过，熔断器转为 HALF_OPEN，Read 又出现了。只放行一次调用作为试探；它成功了，熔断器随之闭合。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'opens',
      step: 1,
      question: {
        en: 'What happens to Read’s breaker during the first step?',
        zh: '第一步中 Read 的熔断器会发生什么？',
      },
      choices: ['none', 'CLOSED→OPEN', 'CLOSED→HALF_OPEN', 'CLOSED→OPEN, OPEN→HALF_OPEN'],
      reading: { kind: 'breaker-transitions', step: 1, toolName: 'Read' },
      explanation: {
        en: 'The three calls ran in one batch and all failed; the third consecutive failure reaches the threshold.',
        zh: '三次调用同批执行且全部失败，第三次连续失败正好达到阈值。',
      },
    },
    {
      id: 'probe',
      step: 3,
      question: {
        en: 'After the clock moves on a minute, which transitions does Read’s breaker go through in step 3?',
        zh: '时钟拨快一分钟后，第三步中 Read 的熔断器会经历哪些状态变化？',
      },
      choices: [
        'OPEN→CLOSED',
        'OPEN→HALF_OPEN',
        'OPEN→HALF_OPEN, HALF_OPEN→CLOSED',
        'OPEN→HALF_OPEN, HALF_OPEN→OPEN',
      ],
      reading: { kind: 'breaker-transitions', step: 3, toolName: 'Read' },
      explanation: {
        en: 'An open breaker never jumps straight to closed: it must first pass a single probe in HALF_OPEN.',
        zh: '打开的熔断器不会直接闭合，必须先在 HALF_OPEN 状态下通过一次试探。',
      },
    },
  ],
};
