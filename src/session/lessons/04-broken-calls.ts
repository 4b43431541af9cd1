import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

export const brokenCallsLesson: Lesson = {
  id: 'broken-calls',
  number: 4,
  title: { en: 'Broken calls are answered, not fatal', zh: '坏掉的调用会被回应，而不会让循环崩溃' },
  summary: {
    en: 'Arguments that are not JSON, arguments that break the schema, and a tool that does not exist: each gets an error result the model can learn from.',
    zh: '参数不是 JSON、参数不符合 schema、调用了不存在的工具：每一种都会得到一条错误结果，模型可以据此改正。',
  },
  document: lessonDocument({
    title: 'Lesson 4 · Broken calls',
    tools: { builtin: ['Read'], userDefined: [] },
    files: { 'README.md': '# Demo\nA tiny project.\n' },
    userMessages: ['What does README.md say?'],
    script: [
      {
        content: 'Trying a few things at once.',
        toolCalls: [
          // Cut off mid-stream, as when a response hits its token limit.
          { name: 'Read', arguments: '{"path": ' },
          { name: 'Read', arguments: { path: 42 } },
          { name: 'OpenFile', arguments: { path: 'README.md' } },
        ],
      },
      {
        content: 'Those failed; reading properly this time.',
        toolCalls: [{ name: 'Read', arguments: { path: 'README.md' } }],
      },
      { content: 'README.md says this is a tiny demo project.' },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'Models make mistakes in their calls. The question is what the harness does about it: crash, drop the call silently, or answer it with an error the model can read.',
        zh: '模型发出的调用难免出错。关键在于框架怎么处理：直接崩溃、悄悄丢掉，还是回一条模型看得懂的错误。',
      },
    },
    {
      step: 1,
      text: {
        en: 'The first two calls are stopped at planning, before any tool runs. The unknown tool goes one stage further: the permission gate refuses a name it has never registered. Every call still gets a tool message with its own call id, because the Chat Completions API wants an answer for each tool_call, and that answer is how the model learns what went wrong.',
        zh: '前两次调用在规划阶段就被拦下，工具根本没有运行。未知的工具多走了一步：权限关卡拒绝一切没有注册过的名字。每次调用仍然得到一条带有自己 call id 的 tool 消息，因为 Chat Completions 接口要求每个 tool_call 都有回应，而模型正是从这条回应里知道哪里出了错。',
      },
    },
    {
      step: 2,
      text: {
        en: 'Having read the errors, the model fixes its call. The loop never stopped.',
        zh: '读完错误信息，模型修正了调用。整个循环从未中断。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'three-errors',
      step: 1,
      question: {
        en: 'Bad JSON, a number where a path should be, and an unknown tool: what does each call get back?',
        zh: 'JSON 写坏了、路径处填了数字、工具名不存在：这三次调用各自得到什么结果？',
      },
      choices: [
        'error INVALID_PARAM / error INVALID_PARAM / error NOT_FOUND',
        'error INVALID_PARAM / error INVALID_PARAM / error PERMISSION_DENIED',
        'error EXECUTION_ERROR / error INVALID_PARAM / error NOT_FOUND',
        'error INTERNAL_ERROR / error INTERNAL_ERROR / error INTERNAL_ERROR',
      ],
      reading: { kind: 'step-outcomes', step: 1 },
      explanation: {
        en: 'Unparseable and ill-typed arguments are both INVALID_PARAM, each with a message saying which; an unknown name is denied at the permission gate, since nothing can grant a tool that does not exist.',
        zh: '无法解析的参数和类型不对的参数都是 INVALID_PARAM，各自的消息会说明具体原因；未知的名字则在权限关卡被拒绝，因为不存在的工具谁也无法授权。',
      },
    },
    {
      id: 'recovered',
      step: 2,
      question: { en: 'Does the corrected Read succeed?', zh: '修正后的 Read 会成功吗？' },
      choices: ['success', 'partial', 'error INVALID_PARAM', 'error CIRCUIT_OPEN'],
      reading: { kind: 'call-outcome', step: 2, callIndex: 0 },
      explanation: {
        en: 'Malformed calls never reach the tool, so they do not count against its breaker: the next good call runs normally.',
        zh: '格式错误的调用根本到不了工具，也就不计入熔断器的失败次数：下一次正确的调用照常执行。',
      },
    },
  ],
};
