import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

export const schemaEachStepLesson: Lesson = {
  id: 'schema-each-step',
  number: 2,
  title: { en: 'The schema, rebuilt every step', zh: '每一步都重新生成的 schema' },
  summary: {
    en: 'The tools array is sorted by name so it stays stable, and a tool whose breaker is open simply is not offered.',
    zh: 'tools 数组按名字排序以保持稳定；熔断器打开的工具干脆不出现在 schema 里。',
  },
  document: lessonDocument({
    title: 'Lesson 2 · The schema each step',
    tools: { builtin: ['Write', 'Read', 'Edit'], userDefined: [] },
    files: { 'logs/app.log': 'started\nready\n' },
    settings: { engine: { breaker: { failureThreshold: 2 } } },
    userMessages: ['Look at logs/app.log and tell me whether the app is ready.'],
    inputs: [
      {
        type: 'fault',
        at: { step: 1, phase: 'before-tools' },
        toolName: 'Read',
        errorCode: 'TIMEOUT',
        message: 'The disk did not answer in time.',
        count: 2,
      },
    ],
    script: [
      {
        content: 'Reading the log twice, in case one read is slow.',
        toolCalls: [
          { name: 'Read', arguments: { path: 'logs/app.log' } },
          { name: 'Read', arguments: { path: 'logs/app.log', offset: 2 } },
        ],
      },
      { content: 'Both reads timed out and Read is no longer offered, so I cannot check the log right now.' },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'The tools were registered as Write, Read, Edit. Before every request the engine builds the tools array again from the registry, so what the model is offered can change from one step to the next.',
        zh: '工具的注册顺序是 Write、Read、Edit。每次请求之前，引擎都会从注册表重新生成 tools 数组，所以模型能用的工具每一步都可能不同。',
      },
    },
    {
      step: 1,
      text: {
        en: 'A fault makes both reads time out. The breaker for Read allows two failures in a row here, and it just saw two.',
        zh: '注入的故障让两次读取都超时。这里 Read 的熔断器只容忍连续两次失败，而它刚好看到了两次。',
      },
    },
    {
      step: 2,
      text: {
        en: 'Compare the two schemas in the Schema inspector: Read is gone, listed under hidden with the reason breaker-open. A model cannot call what it is not shown, which is kinder than letting it call and fail again.',
        zh: '在 Schema 面板里对比两步的 schema：Read 不见了，被列在隐藏项里，原因是 breaker-open。模型看不到的工具就不会去调用，这比让它再调一次再失败要友好。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'sorted-order',
      step: 1,
      question: {
        en: 'Registered as Write, Read, Edit: in which order do the tools appear in the first request?',
        zh: '注册顺序是 Write、Read、Edit；第一次请求里工具按什么顺序出现？',
      },
      choices: ['Write, Read, Edit', 'Edit, Read, Write', 'Read, Edit, Write', 'Read, Write, Edit'],
      reading: { kind: 'schema-tools', step: 1 },
      explanation: {
        en: 'Sorting by name makes the array identical for the same tool set, which keeps prompt caches warm and diffs between steps meaningful.',
        zh: '按名字排序让相同的工具集合总是生成相同的数组，这样提示缓存不会失效，步与步之间的差异也才有意义。',
      },
    },
    {
      id: 'schema-after-open',
      step: 2,
      question: {
        en: 'After two timeouts, which tools does the second request offer?',
        zh: '两次超时之后，第二次请求还提供哪些工具？',
      },
      choices: ['Edit, Read, Write', 'Edit, Write', 'Read', 'none'],
      reading: { kind: 'schema-tools', step: 2 },
      explanation: {
        en: 'While its breaker is open, Read is left out of the schema entirely; the other tools are untouched.',
        zh: '熔断器打开期间，Read 被完全移出 schema；其他工具不受影响。',
      },
    },
  ],
};
