// The words of the lesson, share and import controls, in both languages. Kept beside the components (not in
// the app's i18n files, which another part owns) and picked by the store's language.
import { useAppStore } from '../../state/app-store';

const TEXT = {
  lessons: { en: 'Lessons', zh: '课程' },
  share: { en: 'Share', zh: '分享' },
  export: { en: 'Export', zh: '导出' },
  openFile: { en: 'Open file', zh: '打开文件' },
  close: { en: 'Close', zh: '关闭' },
  galleryTitle: { en: 'Lessons', zh: '课程' },
  galleryIntro: {
    en: 'Each lesson is a ready session. Step through it, predict what the pipeline will do, then see what it did.',
    zh: '每节课都是一个现成的会话。逐步执行，先预测流水线会怎么做，再看它实际怎么做。',
  },
  open: { en: 'Open', zh: '打开' },
  library: { en: 'Your sessions', zh: '你的会话' },
  libraryEmpty: {
    en: 'Sessions you open from links and files are kept here.',
    zh: '从链接和文件打开的会话会保存在这里。',
  },
  fromLink: { en: 'link', zh: '链接' },
  fromFile: { en: 'file', zh: '文件' },
  fromLesson: { en: 'lesson', zh: '课程' },
  fromNew: { en: 'created here', zh: '在此新建' },
  shareTitle: { en: 'Share this session', zh: '分享这个会话' },
  shareNothing: {
    en: 'Open a lesson, a link or a session file first: sharing needs the session’s inputs.',
    zh: '请先打开一节课、一个链接或一个会话文件：分享需要会话的输入。',
  },
  sharedAtStep: { en: 'Shared at step', zh: '分享时所在步骤' },
  sharedAtEnd: { en: 'Shared at the end of the session', zh: '分享时位于会话末尾' },
  traceHash: { en: 'Trace hash', zh: 'Trace 哈希' },
  replayHint: { en: 'The same hash, from the command line:', zh: '在命令行中得到同样的哈希：' },
  copy: { en: 'Copy link', zh: '复制链接' },
  copied: { en: 'Copied', zh: '已复制' },
  chars: { en: 'characters', zh: '个字符' },
  fitChat: { en: 'fits in a chat message', zh: '可以放进聊天消息' },
  fitEverywhere: { en: 'works everywhere, too long for some chats', zh: '到处都能用，但对部分聊天工具太长' },
  fitFile: { en: 'too long for a link: export it as a file instead', zh: '作为链接太长：请改为导出文件' },
  dropHere: { en: 'Drop a .session.json file to open it', zh: '拖入 .session.json 文件即可打开' },
  guideTitle: { en: 'Lesson', zh: '课程' },
  predict: { en: 'Predict, then step', zh: '先预测，再执行' },
  reveal: { en: 'What happened', zh: '实际结果' },
  yourGuess: { en: 'Your guess', zh: '你的猜测' },
  noGuess: { en: 'no guess', zh: '未猜测' },
  right: { en: 'right', zh: '猜对了' },
  wrong: { en: 'not this time', zh: '这次没猜中' },
  nextStep: { en: 'Run the next step', zh: '执行下一步' },
  atStep: { en: 'Step', zh: '步骤' },
  hideGuide: { en: 'Hide', zh: '收起' },
  showGuide: { en: 'Show lesson', zh: '显示课程' },
  embedOpenFull: { en: 'Open in ToolScope', zh: '在 ToolScope 中打开' },
  embedEmpty: {
    en: 'Nothing to play: add &lesson=<id> or a share link to the address.',
    zh: '没有可播放的内容：请在地址中加上 &lesson=<id> 或分享链接。',
  },
} as const;

export type TextKey = keyof typeof TEXT;

export function useText(): (key: TextKey) => string {
  const language = useAppStore((s) => s.language);
  return (key) => TEXT[key][language];
}
