import type { Lesson } from './lesson';
import { lessonDocument } from './lesson-builders';

// Both files start with mtime 20 ms: the virtual time at which the first Read batch ends and the learner's
// edits land. That lines the clock up the way a coarse filesystem timestamp would in real life, so the
// same-size edit to b.txt keeps both mtime and size — exactly what the seed's lock checks.
const EDIT_LANDS_AT_MS = 20;

export const optimisticLockLesson: Lesson = {
  id: 'optimistic-lock',
  number: 6,
  title: { en: 'The optimistic lock', zh: '乐观锁' },
  summary: {
    en: 'You change a file between the model’s Read and its Edit. Size and mtime catch one change and miss the other; version and hash catch both.',
    zh: '在模型 Read 和 Edit 之间你改了文件。大小加修改时间能发现一处改动、漏掉另一处；版本号加内容哈希两处都能发现。',
  },
  document: lessonDocument({
    title: 'Lesson 6 · The optimistic lock',
    tools: { builtin: ['Read', 'Edit', 'Write'], userDefined: [] },
    files: { 'a.txt': 'mode = fast\n', 'b.txt': 'level = 1\n' },
    filesMtimeMs: EDIT_LANDS_AT_MS,
    settings: { engine: { lockMode: 'seed' } },
    userMessages: ['Switch a.txt to slow mode and set the level in b.txt to 2.'],
    inputs: [
      {
        type: 'workspace-edit',
        at: { step: 1, phase: 'after-tools' },
        source: 'editor',
        changes: [
          { type: 'file', path: 'a.txt', encoding: 'utf8', content: 'mode = balanced\n' },
          { type: 'file', path: 'b.txt', encoding: 'utf8', content: 'level = 7\n' },
        ],
      },
      {
        type: 'settings-change',
        at: { step: 3, phase: 'before-step' },
        settings: { engine: { lockMode: 'version-hash' } },
      },
      {
        type: 'workspace-edit',
        at: { step: 3, phase: 'after-tools' },
        source: 'editor',
        changes: [{ type: 'file', path: 'b.txt', encoding: 'utf8', content: 'level = 9\n' }],
      },
    ],
    script: [
      {
        toolCalls: [
          { name: 'Read', arguments: { path: 'a.txt' } },
          { name: 'Read', arguments: { path: 'b.txt' } },
        ],
      },
      {
        toolCalls: [
          {
            name: 'Edit',
            arguments: { path: 'a.txt', edits: [{ old_string: 'mode = fast', new_string: 'mode = slow' }] },
          },
          { name: 'Write', arguments: { path: 'b.txt', content: 'level = 2\n' } },
        ],
      },
      { content: 'Reading b.txt again.', toolCalls: [{ name: 'Read', arguments: { path: 'b.txt' } }] },
      {
        toolCalls: [{ name: 'Write', arguments: { path: 'b.txt', content: 'level = 3\n' } }],
      },
      { content: 'a.txt and b.txt changed under me; please check them before I try again.' },
    ],
  }),
  notes: [
    {
      step: 0,
      text: {
        en: 'This session starts with the seed article’s lock: an edit is accepted when the file still has the size and modification time the model saw when it read it.',
        zh: '这个会话一开始用的是种子文章里的锁：只要文件的大小和修改时间与模型读取时看到的一样，编辑就会被接受。',
      },
    },
    {
      step: 1,
      text: {
        en: 'The model has read both files. Now, before its next step, you change them in the editor: a.txt gets longer, and b.txt keeps exactly the same length.',
        zh: '模型已经读完两个文件。在它下一步之前，你在编辑器里改了它们：a.txt 变长了，b.txt 的长度一字不差。',
      },
    },
    {
      step: 2,
      text: {
        en: 'a.txt is refused with CONFLICT, but the Write to b.txt goes through and silently replaces your change. Your edit landed in the same millisecond as the old timestamp and left the size alone, so nothing the lock looks at moved. Real filesystems with coarse timestamps make this far more likely than it sounds.',
        zh: 'a.txt 被以 CONFLICT 拒绝，可对 b.txt 的 Write 却通过了，悄无声息地覆盖了你的修改。你的改动落在与原时间戳同一毫秒，大小也没变，锁检查的东西一样都没动。在时间戳精度粗糙的真实文件系统上，这种情况比听起来常见得多。',
      },
    },
    {
      step: 3,
      text: {
        en: 'From here the lock compares a version number and a hash of the content instead. The model reads b.txt again, and you change it once more, still without changing its length.',
        zh: '从这里开始，锁改为比较版本号和内容哈希。模型重新读取 b.txt，你又改了一次，长度依然不变。',
      },
    },
    {
      step: 4,
      text: {
        en: 'This time the write is refused: any write bumps the version, whatever its size or timing. The model is told to read the file again instead of overwriting your work.',
        zh: '这一次写入被拒绝了：任何写入都会增加版本号，与大小和时间无关。模型得到的提示是先重新读取文件，而不是覆盖你的修改。',
      },
    },
  ],
  checkpoints: [
    {
      id: 'seed-lock',
      step: 2,
      question: {
        en: 'With the size + mtime lock, how do the Edit of a.txt and the Write of b.txt end?',
        zh: '使用「大小 + 修改时间」的锁，对 a.txt 的 Edit 和对 b.txt 的 Write 结果分别是什么？',
      },
      choices: [
        'error CONFLICT / error CONFLICT',
        'error CONFLICT / success',
        'success / error CONFLICT',
        'success / success',
      ],
      reading: { kind: 'step-outcomes', step: 2 },
      explanation: {
        en: 'a.txt changed size, so the lock notices. b.txt kept its size and its mtime, so the lock cannot tell it changed.',
        zh: 'a.txt 的大小变了，所以锁能察觉；b.txt 的大小和修改时间都没变，锁分辨不出它被改过。',
      },
    },
    {
      id: 'version-lock',
      step: 4,
      question: {
        en: 'With the version + hash lock, does the Write over the same kind of same-size change get through?',
        zh: '换成「版本号 + 哈希」的锁之后，覆盖同样等长修改的 Write 还能蒙混过关吗？',
      },
      choices: ['success', 'error CONFLICT', 'error NOT_FOUND'],
      reading: { kind: 'call-outcome', step: 4, callIndex: 0 },
      explanation: {
        en: 'The version moves on every write, so a change between Read and Edit is always seen.',
        zh: '每次写入都会让版本号前进，所以 Read 和 Edit 之间的任何改动都逃不过。',
      },
    },
  ],
};
