// 中文界面文案：首屏里与课程编辑器有关的话：页头的“编写课程”、草稿预览条、讲解丢失的说明，以及被拒绝的课程链接。
// 编辑器自己的文案随编辑器加载，“我的课程”的随课程列表加载。
import type { Messages } from '../en';

export const zhLessonEditorEntry: Pick<Messages, 'lessonEditor'> = {
  lessonEditor: {
    open: '编写课程',
    previewing: '正在以学生身份预览：这就是学生看到的课程讲解，答案要等对应的步骤运行后才显示。',
    backToEditor: '回到编辑器',
    linkRefused: {
      'no-share-data': '无法打开此链接：其中没有课程。没有改动任何内容。',
      'bad-shape': '无法打开此链接：数据不是分享的课程。没有改动任何内容。',
      'invalid-lesson': '无法打开此链接：其中的课程无效。没有改动任何内容。',
      invalidLessonWhy: '无法打开此链接：其中的课程无效。{{reason}}没有改动任何内容。',
    },
    guideGone:
      '这个会话是从「我的课程」里的「{{title}}」打开的，但这节课已经不在「我的课程」中了，所以无法显示它的课程讲解。会话本身没有变化。',
    guideChanged:
      '这个会话打开之后，「我的课程」里的「{{title}}」被修改过，所以这里不再显示原来的课程讲解（那些讲解是按修改前的课程写的）。',
    guideUnreadable: '无法显示「{{title}}」的课程讲解：读取「我的课程」失败（{{reason}}）。',
    openAsItIsNow: '打开修改后的课程',
  },
};
