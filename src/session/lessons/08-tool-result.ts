import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

export const toolResultLesson: Lesson = {
  id: 'tool-result',
  number: 8,
  title: { en: 'The ToolResult payload', zh: 'ToolResult 的结构' },
  summary: {
    en: 'Success, partial and error results, serialized once at the model boundary, and the one place the error field appears.',
    zh: '成功、部分成功和错误三种结果，只在交给模型时序列化一次，以及 error 字段唯一会出现的地方。',
  },
  document: lessonDocument({
    title: 'Lesson 8 · The ToolResult payload',
    tools: { builtin: ['Read'], userDefined: [] },
    files: { 'poem.txt': 'one\ntwo\nthree\nfour\nfive\n' },
    userMessages: ['Show me the first two lines of poem.txt, the whole file, and draft.txt.'],
    script: [
      {
        content: 'Three reads.',
        toolCalls: [
          { name: 'Read', arguments: { path: 'poem.txt' } },
          { name: 'Read', arguments: { path: 'poem.txt', limit: 2 } },
          { name: 'Read', arguments: { path: 'draft.txt' } },
        ],
      },
      { content: 'poem.txt counts from one to five; there is no draft.txt.' },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'Every tool returns the same structure: a status, the data, the text the model reads, some statistics, and the context it ran in. It stays a structure all the way through the pipeline and becomes JSON only once, when it is handed to the model.',
        zh: '每个工具都返回同样的结构：状态、数据、给模型读的文本、一些统计数字，以及运行时的上下文。它在整条流水线里都保持结构化，只在交给模型的那一刻才变成 JSON。',
      },
    },
    {
      step: 1,
      text: {
        en: 'Compare the three tool messages in the History inspector. The partial read says where to continue. Only the failed read carries an error object with a code and a message, right after the status, so a model sees what went wrong before anything else.',
        zh: '在「历史」面板里对比三条 tool 消息。部分读取会说明该从哪一行继续；只有失败的读取带着 error 对象（错误码和说明），紧跟在 status 后面，让模型最先看到出了什么问题。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'statuses',
      step: 1,
      question: {
        en: 'Whole file, first two lines, a file that does not exist: what status does each read get?',
        zh: '读整个文件、只读前两行、读一个不存在的文件：三次读取分别是什么状态？',
      },
      choices: [
        'success / success / error NOT_FOUND',
        'success / partial / error NOT_FOUND',
        'success / partial / partial',
        'success / partial / error EXECUTION_ERROR',
      ],
      reading: { kind: 'step-outcomes', step: 1 },
      explanation: {
        en: 'Asking for fewer lines than the file has is not a failure, but the result is incomplete, and partial says so.',
        zh: '请求的行数少于文件行数并不算失败，但结果不完整，partial 正是在说明这一点。',
      },
    },
    {
      id: 'error-field-partial',
      step: 1,
      question: {
        en: 'Does the partial result carry an error field?',
        zh: '部分成功的结果里有 error 字段吗？',
      },
      choices: ['yes', 'no'],
      reading: { kind: 'has-error-field', step: 1, callIndex: 1 },
      explanation: {
        en: 'The error field appears only when the status is error. A partial result is good data, just not all of it.',
        zh: '只有状态为 error 时才会出现 error 字段。部分成功的结果是有效数据，只是不完整。',
      },
    },
    {
      id: 'error-field-error',
      step: 1,
      question: { en: 'And the read of draft.txt?', zh: '那么读取 draft.txt 的结果呢？' },
      choices: ['yes', 'no'],
      reading: { kind: 'has-error-field', step: 1, callIndex: 2 },
      explanation: {
        en: 'An error result always carries error: {code, message}, placed right after the status.',
        zh: '错误结果总是带有 error: {code, message}，紧跟在 status 之后。',
      },
    },
  ],
};
