// 中文界面文字：分享对话框的课程链接与嵌入代码、嵌入播放器的视图、演示模式（字号、单个面板全屏、键盘或翻页笔逐步）。
import type { Messages } from '../en';

export const zhSharePresent: Pick<Messages, 'shareLinks' | 'embed' | 'presenter'> = {
  shareLinks: {
    lessonTitle: '本课的这一步',
    lessonIntro:
      '打开第 {{number}} 课并停在这里，附带课程讲解：还没执行到的检查点不显示答案。语言为{{language}}，除非链接中的 lang= 另有指定。',
    lessonChanged: '这节课在这里被改动过（记录了输入或改了设置），因此它的链接携带下面的整个会话。',
    sessionTitle: '这个会话',
    copyLesson: '复制课程链接',
    writtenIntro:
      '打开“{{title}}”并停在这里，附带课程讲解和此刻的会话：还没执行到的检查点不显示答案。语言为{{language}}，除非链接中的 lang= 另有指定。',
    writtenTooLong: '这个链接有 {{count}} 个字符，超过聊天消息能容纳的长度（{{max}}）。请改为发送课程文件：',
    downloadLessonFile: '下载课程文件',
    embedTitle: '嵌入网页',
    embedIntro: '停在这一步的精简播放器 iframe（800 × 500 即可完整显示）。',
    copyEmbed: '复制嵌入代码',
    otherVersion: '这个链接是为第 {{number}} 课的另一个版本生成的：将打开本版本的第 {{step}} 步。',
    refused: '无法打开此链接：{{why}}。没有改动任何内容。',
    problem: {
      malformed: '其中的 {{param}}= 不是{{expected}}',
      repeated: '其中的 {{param}}= 出现了不止一次',
    },
    expected: {
      lesson: '课程名（小写字母、数字和连字符）',
      step: '步骤编号（1 或更大）',
      at: '事件编号（0 或更大）',
      pin: '课程版本（十六进制数字）',
      lang: '“en”或“zh”',
      tab: '检查器的标签页（schema、request、batches、gates、breakers、budget、history 或 trace）',
    },
    noLesson: '没有名为“{{id}}”的课程',
    pastEnd:
      '这个链接指向第 {{at}} 个事件，但第 {{number}} 课到第 {{end}} 个事件就结束了：因此会在课程结尾打开。',
    stepPastEnd: '这个链接要打开第 {{step}} 步，但第 {{number}} 课只有 {{steps}} 步：因此会在课程结尾打开。',
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
    presenting: '演示中：Page Down 运行下一步，Page Up 返回上一步',
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
