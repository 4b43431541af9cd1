import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

export const permissionsLesson: Lesson = {
  id: 'permissions',
  number: 5,
  title: { en: 'Permissions: ALLOW, DENY, ASK', zh: '权限：ALLOW、DENY、ASK' },
  summary: {
    en: 'Defaults, your own rules, a question answered by a person, and a shell command that fools a regex but not a parser.',
    zh: '默认规则、用户自定义规则、由人来回答的询问，以及一条骗过正则却骗不过语法分析的 shell 命令。',
  },
  document: lessonDocument({
    title: 'Lesson 5 · Permissions',
    tools: { builtin: ['Read', 'Write', 'Bash'], userDefined: [] },
    files: {
      'README.md': '# Notes app\n',
      'notes.txt': 'keep me\n',
      'scripts/setup.sh': 'echo "setup done"\n',
    },
    settings: {
      engine: {
        permissions: {
          mode: 'ask',
          rules: { allow: ['Write(docs/**)'], ask: [], deny: ['Write(secrets/**)'] },
        },
      },
    },
    userMessages: [
      'Set up docs/todo.md and a changelog, store the token, run the setup script, then tidy up.',
    ],
    inputs: [{ type: 'permission-answer', callId: 'call_2_1', answer: 'approve-once' }],
    script: [
      {
        content: 'Four things at once.',
        toolCalls: [
          { name: 'Read', arguments: { path: 'README.md' } },
          { name: 'Write', arguments: { path: 'secrets/token.txt', content: 'tok_123\n' } },
          { name: 'Write', arguments: { path: 'docs/todo.md', content: '- write docs\n' } },
          { name: 'Write', arguments: { path: 'CHANGELOG.md', content: '# Changelog\n' } },
        ],
      },
      {
        content: 'Running the setup script.',
        toolCalls: [{ name: 'Bash', arguments: { command: 'sh scripts/setup.sh' } }],
      },
      {
        content: 'Now tidying up.',
        toolCalls: [{ name: 'Bash', arguments: { command: 'pwd\nrm notes.txt' } }],
      },
      { content: 'Docs, changelog and setup are done; storing the token and the clean-up were refused.' },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'Every call passes the permission gate before it runs. Reading is allowed by default, and so is editing files inside the workspace. Your own rules here allow writes under docs/ and deny anything under secrets/; a rule you write is checked before the defaults.',
        zh: '每次调用在执行前都要经过权限关卡。读取默认放行，在工作区内改文件也默认放行。这里你自己的规则允许写 docs/ 下的文件，禁止写 secrets/ 下的任何东西；你写的规则会先于默认规则生效。',
      },
    },
    {
      step: 1,
      text: {
        en: 'Open the Gates inspector and read the rule behind each verdict: default.read, your deny rule, your allow rule, and default.edit for the changelog.',
        zh: '打开「关卡」面板，看看每个裁决背后的规则：default.read、你的拒绝规则、你的允许规则，以及放行 changelog 的 default.edit。',
      },
    },
    {
      step: 2,
      text: {
        en: 'Running a script file is a question for a person: the classifier cannot see what the script will do. The run paused here and asked; in this session your answer was recorded (approve once), so a replay gives the same answer at the same call.',
        zh: '运行脚本文件需要由人来决定：分类器看不到脚本里会做什么。运行到这里暂停并询问；这个会话已经录下了你的回答（仅批准一次），所以重放时同一个调用会得到同样的回答。',
      },
    },
    {
      step: 3,
      text: {
        en: 'The shell command starts with a harmless pwd. A classifier that matches the first word against a regex, as the seed article does, lets the whole line through. ToolScope parses the script, finds the rm on the second line, and denies it.',
        zh: '这条 shell 命令以无害的 pwd 开头。像种子文章那样用正则匹配第一个单词的分类器会把整行放行；ToolScope 会先解析脚本，发现第二行的 rm，于是拒绝执行。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'secrets-verdict',
      step: 1,
      question: {
        en: 'What does the gate decide for the write to secrets/token.txt?',
        zh: '对 secrets/token.txt 的写入，关卡会怎么裁决？',
      },
      choices: ['ALLOW', 'ASK', 'DENY'],
      reading: { kind: 'permission-verdict', step: 1, callIndex: 1 },
      explanation: {
        en: 'A deny rule wins over everything else, including the default that would have asked you.',
        zh: '拒绝规则优先于一切，包括本来会来问你的默认规则。',
      },
    },
    {
      id: 'answered-ask',
      step: 2,
      question: {
        en: 'The gate asks about sh scripts/setup.sh and you approve once. What verdict does the trace record?',
        zh: '关卡就 sh scripts/setup.sh 询问你，你选择仅批准一次。轨迹里记录的裁决是什么？',
      },
      choices: ['ALLOW', 'ASK', 'DENY'],
      reading: { kind: 'permission-verdict', step: 2, callIndex: 0 },
      explanation: {
        en: 'ASK is never the end of the story: the gate records the final verdict, with the question and your answer beside it.',
        zh: 'ASK 从来不是最终结果：关卡记录的是最终裁决，询问和你的回答附在一旁。',
      },
    },
    {
      id: 'regex-vs-ast',
      step: 3,
      question: {
        en: "For 'pwd' then 'rm notes.txt': what do the seed's regex and the AST classifier say?",
        zh: "对先 'pwd' 后 'rm notes.txt' 的命令，种子的正则分类器和 AST 分类器分别怎么判？",
      },
      choices: ['seed ALLOW, AST ALLOW', 'seed ALLOW, AST DENY', 'seed DENY, AST DENY', 'seed ASK, AST ASK'],
      reading: { kind: 'classifier-verdicts', step: 3, callIndex: 0 },
      explanation: {
        en: 'The regex only looked at the first command. The parser sees every command in the script, so the rm cannot hide behind the pwd.',
        zh: '正则只看了第一条命令；语法分析能看到脚本里的每一条命令，rm 躲在 pwd 后面也没有用。',
      },
    },
  ],
};
