import type { Messages } from './en';

// 中文界面文案：与 en.ts 的键完全一致（由类型检查保证）。
export const zh: Messages = {
  app: {
    name: 'ToolScope',
    tagline: '看清大模型函数调用的每一个环节',
    skipToMain: '跳到主要内容',
  },
  header: {
    language: '语言',
    theme: '主题',
    themeSystem: '跟随系统',
    themeLight: '浅色',
    themeDark: '深色',
  },
  regions: {
    workspace: '工作区',
    conversation: '对话',
    inspector: '检查器',
    terminal: '终端',
  },
  empty: {
    workspace: '工作区还是空的。智能体或你创建的文件会显示在这里。',
    conversation: '还没有会话。打开一节课程，或启动一个脚本会话，逐步观察 ReAct 循环。',
    inspector: '选择一个步骤或事件，查看流水线各环节在那一刻的状态。',
    terminal: '模拟的 Bash 在这里运行，操作的是同一个工作区。',
  },
  editor: {
    loading: '正在加载编辑器…',
    failed: '编辑器加载失败：{{message}}',
    label: '代码编辑器',
  },
  status: {
    label: '状态',
    runtime: '运行时 Worker',
    shell: 'Shell Worker',
    starting: '启动中',
    ready: '就绪',
    failed: '失败',
    offline: '离线可用 · 脚本模型 · 无需 API 密钥',
  },
  errors: {
    panelCrashed: '此面板出错：{{message}}',
    retry: '重试',
  },
};
