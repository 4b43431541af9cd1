// 中文界面文案：应用如何送达——首次使用时才加载的部分，以及应用的新版本。键与英文版一致（由类型检查保证）。
import type { Messages } from '../en';

export const zhAppDelivery: Pick<Messages, 'lazy' | 'appUpdate'> = {
  lazy: {
    loading: '正在加载{{part}}…',
    failed: '{{part}}无法加载（{{message}}）。请检查网络连接后重试。',
    retry: '重试',
    parts: {
      editor: '编辑器',
      terminal: '终端',
      lessons: '课程列表',
      guide: '课程讲解',
      lessonEditor: '课程编辑器',
      share: '分享对话框',
      sessions: '会话对话框',
      tools: '工具标签页',
      script: '脚本标签页',
      session: '会话',
      runtime: '运行时',
      pipeline: '流水线视图',
      compare: '对比视图',
      humanTurn: '助手回合表单',
      otlpExport: 'OTLP 导出对话框',
      mcpLane: 'MCP 通道',
    },
    terminalIdle: '终端会在你使用时启动。',
    terminalStart: '启动终端',
  },
  appUpdate: {
    ready: 'ToolScope 有新版本可用。',
    reload: '立即重新加载',
    later: '稍后',
  },
};
