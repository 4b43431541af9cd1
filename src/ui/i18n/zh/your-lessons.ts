// 中文界面文案：课程列表里的“我的课程”（随课程列表加载）。
import type { enYourLessons } from '../en/your-lessons';
import type { Widen } from '../widen';

export const zhYourLessons: Widen<typeof enYourLessons> = {
  lessonEditor: {
    yourLessons: '我的课程',
    yourLessonsEmpty: '还没有课程。打开一个会话，然后选择「编写课程」。',
    edit: '编辑',
    delete: '删除',
    importFile: '导入课程文件',
    imported: '已把「{{title}}」导入「我的课程」。',
    importRefused: '无法导入这个课程文件：{{reason}}没有改动任何内容。',
    refusedRecord: '有一节已保存的课无法读取（{{id}}）：{{reason}}',
  },
};
