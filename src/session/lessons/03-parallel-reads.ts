import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

export const parallelReadsLesson: Lesson = {
  id: 'parallel-reads',
  number: 3,
  title: { en: 'Parallel reads, serial writes', zh: '读并行，写串行' },
  summary: {
    en: 'One model turn asks for Read, Read, Edit, Grep; the orchestrator cuts it into batches and the timeline shows what overlaps.',
    zh: '模型一轮里请求了 Read、Read、Edit、Grep；编排器把它们切成几批，时间线展示哪些调用重叠执行。',
  },
  document: lessonDocument({
    title: 'Lesson 3 · Parallel reads, serial writes',
    tools: { builtin: ['Read', 'Edit', 'Grep'], userDefined: [] },
    files: {
      'src/config.ts': 'export const retries = 3;\n',
      'src/client.ts': "import { retries } from './config';\nexport const attempts = retries + 1;\n",
    },
    userMessages: ['Raise retries to 5 and show me where it is used.'],
    script: [
      {
        content: 'Reading both files, changing the value, and searching for its uses.',
        toolCalls: [
          { name: 'Read', arguments: { path: 'src/config.ts' } },
          { name: 'Read', arguments: { path: 'src/client.ts' } },
          {
            name: 'Edit',
            arguments: {
              path: 'src/config.ts',
              edits: [{ old_string: 'retries = 3', new_string: 'retries = 5' }],
            },
          },
          { name: 'Grep', arguments: { pattern: 'retries', path: 'src' } },
        ],
      },
      { content: 'retries is now 5; it is used in src/client.ts to compute attempts.' },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'The model will ask for four calls in one turn. Reads and searches do not change anything, so they may run side by side; an edit changes a file, so it must run alone, and nothing may overtake it.',
        zh: '模型会在一轮里请求四次调用。读和搜索不改动任何东西，可以并排执行；编辑会改文件，必须单独执行，后面的调用也不能越过它。',
      },
    },
    {
      step: 1,
      text: {
        en: 'Open the Batches inspector. The two reads share a batch and overlap on the timeline; the edit waits for both, and the search runs only after the edit, so it sees the new value.',
        zh: '打开「批次」面板：两次读取同在一批，在时间线上重叠；编辑等它们都结束才开始，搜索又排在编辑之后，所以搜到的是新值。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'partition',
      step: 1,
      question: {
        en: 'How will [Read, Read, Edit, Grep] be batched?',
        zh: '[Read, Read, Edit, Grep] 会被怎样分批？',
      },
      choices: [
        '[Read Read Edit Grep]∥',
        '[Read Read Grep]∥ → [Edit]',
        '[Read Read]∥ → [Edit] → [Grep]∥',
        '[Read] → [Read] → [Edit] → [Grep]',
      ],
      reading: { kind: 'batch-partition', step: 1 },
      explanation: {
        en: 'Consecutive safe calls are grouped; an unsafe call closes the group and stands alone. Grep is not moved ahead of the edit, because the model asked for it afterwards.',
        zh: '相邻的安全调用合成一批；不安全的调用会截断这一批并单独成批。Grep 不会被提前到编辑之前，因为模型是在编辑之后才请求它的。',
      },
    },
    {
      id: 'grep-sees-edit',
      step: 1,
      question: {
        en: 'How do the four calls end?',
        zh: '这四次调用各自的结果是什么？',
      },
      choices: [
        'success / success / success / success',
        'success / success / error CONFLICT / success',
        'success / success / success / error NOT_FOUND',
      ],
      reading: { kind: 'step-outcomes', step: 1 },
      explanation: {
        en: 'The edit passes the lock because the reads in the batch before it filled the read cache; the search then runs against the edited file.',
        zh: '编辑能通过乐观锁，因为前一批的读取已经填好了读缓存；随后的搜索针对的是改过的文件。',
      },
    },
  ],
};
