// 中文界面文案：课程讲解里“带我去看”按钮与课程结尾（回顾、得分、下一课）。
import type { enLessonGuide } from '../en/lesson-guide';
import type { Widen } from '../widen';

export const zhLessonGuide: Widen<typeof enLessonGuide> = {
  lessonGuide: {
    askLive: '自己回答权限询问',
    askLiveOff: '录制里已经给出了回答；勾选后课程从头开始，由关卡来问你。',
    askLiveOn: '关卡会问你。照录制的回答作答，课程就按录制的样子进行；换一种回答，这次运行就会走向别处。',
    answeredAsRecorded: '你对 {{call}} 回答了「{{given}}」，和录制一样：课程按录制的样子进行。',
    answeredFork:
      '你对 {{call}} 回答了「{{given}}」，而录制回答的是「{{recorded}}」。从这次调用起，这是你自己的运行，是这节课的一个分支：后面发生的是你的回答带来的结果，之后的检查点按你的运行计分。',
    showFocus: '带我去看',
    endingTitle: '本课完成',
    recapTitle: '这次运行展示了什么',
    recap: {
      steps: '共执行了 {{steps}} 步。',
      calls: '{{calls}} 次工具调用：成功 {{success}} 次，部分成功 {{partial}} 次，出错 {{error}} 次。',
      batches: '共 {{batches}} 个批次，其中 {{concurrent}} 个并发执行。',
      errorCodes: '出现过的错误码：{{codes}}。',
      denied: '权限关卡拒绝了 {{calls}} 次调用。',
      asked: '{{calls}} 次调用等待了用户的答复（ASK）。',
      breaker: '熔断器状态变化：{{transitions}}。',
      budgetCuts: '预算截断了 {{cuts}} 个结果。',
    },
    score: '检查点：答对 {{right}} 个，共作答 {{answered}} 个（本课共 {{total}} 个）。',
    scoreNone: '检查点：没有作答（本课共 {{total}} 个）。',
    next: '下一课：第 {{number}} 课 · {{title}}',
    last: '这是最后一课。打开课程列表可以重学任何一课。',
    compareRecording: '与录制对比…',
    conversationLanguage: { en: '英文', zh: '中文' },
    conversationIsIn: '屏幕上的对话是本课的{{language}}版本；课程讲解的文字跟随界面语言。',
    reopenIn: '换成{{language}}版本重新打开',
    reopenInAtStep: '换成{{language}}版本，从第 {{step}} 步重新打开',
  },
} as const;
