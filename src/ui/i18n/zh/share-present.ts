// 中文界面文字：分享对话框的课程链接与嵌入代码、嵌入播放器的视图、演示模式（字号、单个面板全屏、键盘或翻页笔逐步）。
import type { Messages } from '../en';

export const zhSharePresent: Pick<Messages, 'shareLinks' | 'embed' | 'presenter'> = {
  shareLinks: {
    lessonTitle: '本课的这一步',
    lessonIntro:
      '打开第 {{number}} 课并停在这里，附带课程引导：尚未执行的检查点不显示答案。语言为{{language}}，除非链接中的 lang= 另有指定。',
    lessonChanged: '这节课在这里被改动过（记录了输入或改了设置），因此它的链接携带下面的整个会话。',
    sessionTitle: '这个会话',
    copyLesson: '复制课程链接',
    embedTitle: '嵌入网页',
    embedIntro: '停在这一步的精简播放器 iframe（800 × 500 即可完整显示）。',
    copyEmbed: '复制嵌入代码',
    otherVersion: '这个链接是为第 {{number}} 课的另一个版本生成的：现在打开本版本的第 {{step}} 步。',
  },
  embed: {
    views: '视图',
    pipeline: '流水线',
    conversation: '对话',
    inspector: '检查器',
    previousStep: '上一步',
    nextStep: '下一步',
  },
  presenter: {
    present: '演示',
    textSize: '字号',
    fullScreen: '全屏',
    leaveFullScreen: '退出全屏',
    fullScreenOf: '全屏显示{{region}}',
    nextStep: '下一步（演示）',
    previousStep: '上一步（演示）',
    fullScreenKey: '全屏显示当前聚焦的面板，或退出全屏',
    biggerText: '放大文字',
    smallerText: '缩小文字',
  },
};
