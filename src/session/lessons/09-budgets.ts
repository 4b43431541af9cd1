import type { CannedResult } from '../../runtime/spec/user-tool-spec';
import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

/** One heartbeat row; as JSON inside the result it takes 4 bytes (`ok\\n`). */
const ROW = 'ok\n';
const ROW_JSON_BYTES = 4;

/**
 * A result whose serialized size (what the budget counts) is about `kilobytes` KB: a header line, then
 * heartbeat rows. Repetitive on purpose: it deflates to a few hundred bytes, so the lesson's link stays short.
 */
function resultOfAbout(kilobytes: number, header: string): CannedResult {
  return {
    status: 'success',
    text: `${header}\n${ROW.repeat(Math.round((kilobytes * 1000) / ROW_JSON_BYTES))}`,
  };
}

/** Sizes chosen so the largest is in the middle: the cut goes by size, not by position. */
const EXPORT_SIZES_KB = [38, 43, 46, 40, 42];
const TABLES = ['users', 'orders', 'items', 'invoices', 'payments'];

export const budgetsLesson: Lesson = {
  id: 'budgets',
  number: 9,
  title: { en: 'Budgets: what the model actually sees', zh: '预算：模型真正看到的内容' },
  summary: {
    en: 'A 120 KB result becomes a preview and a spill file; a batch over 200 KB loses its largest result first.',
    zh: '120 KB 的结果被截成预览并另存为溢出文件；超过 200 KB 的一批结果先截掉最大的那一个。',
  },
  document: lessonDocument({
    title: 'Lesson 9 · Budgets',
    tools: {
      builtin: ['Read'],
      userDefined: [
        {
          kind: 'tool',
          name: 'DumpLogs',
          description: 'Return the whole server log.',
          parameters: { type: 'object', properties: {}, additionalProperties: false },
          concurrencySafe: true,
          result: { type: 'canned', results: [resultOfAbout(120, 'server log: health checks since boot')] },
        },
        {
          kind: 'tool',
          name: 'ExportTable',
          description: 'Export one database table as text.',
          parameters: {
            type: 'object',
            properties: { table: { type: 'string' } },
            required: ['table'],
            additionalProperties: false,
          },
          concurrencySafe: true,
          result: {
            type: 'canned',
            results: EXPORT_SIZES_KB.map((kb, i) =>
              resultOfAbout(kb, `table ${TABLES[i] ?? i}: rows follow`),
            ),
          },
        },
      ],
    },
    userMessages: ['Pull the server log, then export all five tables.'],
    script: [
      { content: 'Getting the log.', toolCalls: [{ name: 'DumpLogs', arguments: {} }] },
      {
        content: 'Exporting the five tables at once.',
        toolCalls: TABLES.map((table) => ({
          name: 'ExportTable',
          arguments: { table },
        })),
      },
      {
        content:
          'Done. The log and one table were too big to show in full; their full text is in the spill folder.',
      },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'A model’s context is finite and every byte of a tool result costs tokens. Two limits protect it: 50 KB for any single result, and 200 KB for all the results of one turn together.',
        zh: '模型的上下文有限，工具结果的每个字节都要消耗 token。这里有两道限制：单个结果最多 50 KB，一轮里所有结果加起来最多 200 KB。',
      },
    },
    {
      step: 1,
      text: {
        en: 'The log is about 120 KB. The model receives the first 2 KB and a note with the path of a spill file in the workspace that holds the rest, so nothing is lost: it can Read the part it needs.',
        zh: '日志大约有 120 KB。模型只收到前 2 KB，外加一条说明，指向工作区里保存全文的溢出文件。内容没有丢失，模型需要哪部分可以再用 Read 去读。',
      },
    },
    {
      step: 2,
      text: {
        en: 'Each export is under 50 KB, so the first limit lets them all pass, but together they come to about 210 KB. The turn limit cuts the largest result first and stops as soon as the rest fits, so the smaller results reach the model intact.',
        zh: '每个导出都不到 50 KB，第一道限制都放行了，但加在一起约 210 KB。本轮的总量限制先截掉最大的结果，一旦剩下的放得下就停手，较小的结果原样交给模型。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'per-tool-cut',
      step: 1,
      question: {
        en: 'What does the budget do to the 120 KB log?',
        zh: '预算会怎样处理这份 120 KB 的日志？',
      },
      choices: ['none', 'call_1_1 per-tool', 'call_1_1 turn-total', 'call_1_1 per-tool, call_1_1 turn-total'],
      reading: { kind: 'budget-cuts', step: 1 },
      explanation: {
        en: 'One result over 50 KB is enough for the per-tool limit; the turn limit is never reached.',
        zh: '单个结果超过 50 KB 就触发了单工具限制，本轮总量限制根本轮不到。',
      },
    },
    {
      id: 'largest-first',
      step: 2,
      question: {
        en: 'Five exports of about 38, 43, 46, 40 and 42 KB: which result is cut?',
        zh: '五个导出分别约 38、43、46、40、42 KB：哪个结果会被截断？',
      },
      choices: [
        'call_2_1 turn-total',
        'call_2_3 turn-total',
        'call_2_5 turn-total',
        'call_2_3 turn-total, call_2_2 turn-total',
      ],
      reading: { kind: 'budget-cuts', step: 2 },
      explanation: {
        en: 'Cutting the largest first frees the most room with the fewest cuts, and after the 46 KB result is cut the rest fits.',
        zh: '先截最大的，用最少的截断腾出最多的空间；46 KB 的那个被截掉之后，其余的就放得下了。',
      },
    },
  ],
};
