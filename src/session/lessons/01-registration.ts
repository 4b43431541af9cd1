import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

export const registrationLesson: Lesson = {
  id: 'registration',
  number: 1,
  title: { en: 'Registration: a tool and a function', zh: '注册：工具对象与注册函数' },
  summary: {
    en: 'The same registry takes a full tool object and a bare function; see which schema each one earns.',
    zh: '同一个注册表既收完整的工具对象，也收一个简单函数；看看两者各自生成怎样的 schema。',
  },
  document: lessonDocument({
    title: 'Lesson 1 · Registration',
    tools: {
      builtin: [],
      userDefined: [
        {
          kind: 'tool',
          name: 'Weather',
          description: 'Current weather for a city.',
          parameters: {
            type: 'object',
            properties: { city: { type: 'string', description: 'City name' } },
            required: ['city'],
            additionalProperties: false,
          },
          concurrencySafe: true,
          result: { type: 'template', template: 'Sunny and 21 °C in {{city}}.' },
        },
        {
          kind: 'function',
          name: 'lookup_order',
          description: 'Find an order by its number.',
          concurrencySafe: false,
          result: { type: 'template', template: 'Order {{input}}: shipped on Monday.' },
        },
      ],
    },
    userMessages: ['Is it sunny in Lyon, and where is order A-1042?'],
    script: [
      {
        content: 'One question for each tool.',
        toolCalls: [
          { name: 'Weather', arguments: { city: 'Lyon' } },
          { name: 'lookup_order', arguments: { input: 'A-1042' } },
        ],
      },
      { content: 'Lyon is sunny at 21 °C, and order A-1042 shipped on Monday.' },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'Two things are registered here. Weather is a full tool object: it brings its own name, description and a JSON Schema for its parameters. lookup_order is a plain function: it brings a name and a description, and the registry wraps it.',
        zh: '这里注册了两样东西。Weather 是完整的工具对象，自带名字、描述和参数的 JSON Schema；lookup_order 只是一个普通函数，只有名字和描述，由注册表替它包装。',
      },
    },
    {
      step: 1,
      text: {
        en: 'Open the Schema inspector. The wrapped function did not get parameters of its own: the registry gives every function the same single string argument, so the model has to pack everything into it.',
        zh: '打开 Schema 面板可以看到，被包装的函数并没有自己的参数：注册表给每个函数同一个字符串参数，模型得把所有信息塞进这一个参数里。',
      },
    },
    {
      step: 2,
      text: {
        en: 'Both calls came back as ordinary tool messages. To the model there is no difference between the two kinds; the difference is only in how precisely the schema could describe the input.',
        zh: '两次调用都以普通的 tool 消息返回。对模型来说两者没有区别，区别只在于 schema 能把输入描述得多精确。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'function-parameters',
      step: 1,
      question: {
        en: 'Which parameters will the schema declare for lookup_order?',
        zh: 'schema 会为 lookup_order 声明哪些参数？',
      },
      choices: ['order_id', 'input', 'none', 'input, order_id'],
      reading: { kind: 'tool-parameters', step: 1, toolName: 'lookup_order' },
      explanation: {
        en: 'A registered function always receives one string called input; only a tool object can describe richer parameters.',
        zh: '注册函数永远只收到一个名为 input 的字符串；只有工具对象才能描述更丰富的参数。',
      },
    },
    {
      id: 'partition',
      step: 1,
      question: {
        en: 'Weather is safe to run concurrently and lookup_order is not. How are the two calls batched?',
        zh: 'Weather 可以并发执行，lookup_order 不行。这两次调用会被怎样分批？',
      },
      choices: [
        '[Weather lookup_order]∥',
        '[Weather]∥ → [lookup_order]',
        '[Weather] → [lookup_order]',
        '[lookup_order] → [Weather]',
      ],
      reading: { kind: 'batch-partition', step: 1 },
      explanation: {
        en: 'A call that is not concurrency-safe always gets a batch to itself, and batches keep the order the model asked in.',
        zh: '不能并发的调用总是单独占一批，而且各批保持模型请求时的顺序。',
      },
    },
  ],
};
