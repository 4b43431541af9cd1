// 中文界面文案：课程列表里的学习进度（已完成、进行中，以及清除进度）。
import type { enLessonProgress } from '../en/lesson-progress';
import type { Widen } from '../widen';

export const zhLessonProgress: Widen<typeof enLessonProgress> = {
  lessonProgress: {
    finished: '已完成 · 答对 {{right}}/{{total}}',
    started: '进行中 · 已揭晓 {{revealed}}/{{total}} 个检查点',
    clear: '清除学习进度…',
    confirm: '要清除这个浏览器里所有课程的猜测和得分吗？课程本身不受影响，但清除后无法恢复。',
    confirmYes: '确认清除',
    cancel: '取消',
    cleared: '学习进度已清除，各节课都不再保留你的猜测。',
  },
} as const;
