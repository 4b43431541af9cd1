import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

const CHECK = 'sh test/check.sh';

export const wholeTaskLesson: Lesson = {
  id: 'whole-task',
  number: 10,
  title: { en: 'A whole task, end to end', zh: '一个完整的任务' },
  summary: {
    en: 'The agent runs the check, finds the bug with Grep, reads the file, fixes it with Edit, and runs the check again.',
    zh: '智能体先运行检查，用 Grep 找到缺陷，读文件，用 Edit 修好，再运行一次检查。',
  },
  document: lessonDocument({
    title: 'Lesson 10 · A whole task',
    tools: { builtin: ['Grep', 'Read', 'Edit', 'Bash'], userDefined: [] },
    files: {
      'bin/total.sh':
        '#!/bin/sh\n# Prints the sum of the amount column of an orders CSV (header skipped).\n' +
        'tail -n +2 "$1" | awk -F, \'{ sum += $1 } END { print sum }\'\n',
      'data/orders.csv': 'id,amount\n1,20\n2,15\n3,7\n',
      'test/check.sh':
        '#!/bin/sh\ngot=$(sh bin/total.sh data/orders.csv)\n' +
        'if [ "$got" = "42" ]; then echo "PASS: total is 42"; else echo "FAIL: expected 42, got $got"; exit 1; fi\n',
    },
    settings: { engine: { permissions: { rules: { allow: [`Bash(${CHECK})`], ask: [], deny: [] } } } },
    userMessages: ['The orders total is wrong. Find the bug, fix it, and make sure the check passes.'],
    script: [
      {
        content: 'First, the check as it stands.',
        toolCalls: [{ name: 'Bash', arguments: { command: CHECK } }],
      },
      {
        content: 'The total comes out as 6. Looking for where it is summed.',
        toolCalls: [{ name: 'Grep', arguments: { pattern: 'sum \\+=', path: '.' } }],
      },
      { toolCalls: [{ name: 'Read', arguments: { path: 'bin/total.sh' } }] },
      {
        content: 'It adds the first column, the id, instead of the amount.',
        toolCalls: [
          {
            name: 'Edit',
            arguments: {
              path: 'bin/total.sh',
              edits: [{ old_string: 'sum += $1', new_string: 'sum += $2' }],
            },
          },
        ],
      },
      { content: 'Running the check again.', toolCalls: [{ name: 'Bash', arguments: { command: CHECK } }] },
      {
        content:
          'Fixed: bin/total.sh summed the id column; it now sums the amounts, and the check passes (42).',
      },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'Everything from the earlier lessons, working together on a small real task. You have allowed one command in advance, the check itself, so the agent never has to stop and ask.',
        zh: '前面各课的内容在这里协同完成一个小而真实的任务。你事先只放行了一条命令，也就是检查脚本本身，所以智能体不必停下来询问。',
      },
    },
    {
      step: 1,
      text: {
        en: 'The check fails. The command itself ran fine, so this is not a tool error: the result is partial, with the exit code and the output attached, which is exactly what the model needs to start looking.',
        zh: '检查失败了。命令本身运行正常，所以这不算工具错误：结果是 partial，附带退出码和输出，这正是模型开始排查所需要的。',
      },
    },
    {
      step: 2,
      text: {
        en: 'A search narrows the whole project down to one line in one file.',
        zh: '一次搜索就把范围从整个项目缩小到一个文件里的一行。',
      },
    },
    {
      step: 4,
      text: {
        en: 'The edit passes the lock because the Read in the step before put the file in the read cache. Without that Read it would have been refused.',
        zh: '这次编辑能通过乐观锁，是因为上一步的 Read 把文件放进了读缓存；如果没有那次读取，编辑会被拒绝。',
      },
    },
    {
      step: 5,
      text: {
        en: 'Same command, same rule, and now it passes. The model reports what was wrong and how it knows the fix works.',
        zh: '同样的命令、同样的规则，这次通过了。模型报告了问题出在哪里，以及它凭什么知道修复有效。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'first-check',
      step: 1,
      question: { en: 'How does the first run of the check end?', zh: '第一次运行检查的结果是什么？' },
      choices: ['success', 'error EXECUTION_ERROR', 'error PERMISSION_DENIED', 'partial'],
      reading: { kind: 'call-outcome', step: 1, callIndex: 0 },
      explanation: {
        en: 'The command was allowed and ran to the end with exit status 1. Bash keeps error for calls that could not run; a command that ran and failed is partial, and its output says why.',
        zh: '命令获准执行并完整运行，退出状态为 1。Bash 只在命令无法运行时才返回 error；运行了但失败的命令是 partial，原因写在输出里。',
      },
    },
    {
      id: 'edit-lock',
      step: 4,
      question: { en: 'What does the lock gate do for the Edit?', zh: '乐观锁关卡对这次 Edit 做了什么？' },
      choices: ['INJECTED', 'MODEL', 'MISSING', 'SKIP'],
      reading: { kind: 'lock-verdict', step: 4, callIndex: 0 },
      explanation: {
        en: 'The model did not send any lock fields; the executor filled them in from what the Read saw.',
        zh: '模型没有提供任何锁字段，执行器根据 Read 看到的内容替它补上了。',
      },
    },
    {
      id: 'second-check',
      step: 5,
      question: { en: 'And the second run of the check?', zh: '第二次运行检查呢？' },
      choices: ['success', 'error EXECUTION_ERROR', 'error PERMISSION_DENIED', 'partial'],
      reading: { kind: 'call-outcome', step: 5, callIndex: 0 },
      explanation: {
        en: 'With the amount column summed, the total is 42 and the script exits 0.',
        zh: '改为累加金额列之后，总数是 42，脚本以 0 退出。',
      },
    },
  ],
};
