// 中文界面文案：人工作答表单（“扮演模型”），随它以及工具页的参数预览一起加载。
import type { enHumanForm } from '../en/human-form';
import type { Widen } from '../widen';

export const zhHumanForm: Widen<typeof enHumanForm> = {
  humanForm: {
    title: '你来当模型：编写助手回合',
    hint: '用文字回复，或添加工具调用（本步提供 {{count}} 个工具）。一次添加多个调用可以看到它们如何分批。',
    content: '回复文字（有工具调用时可不填）',
    tool: '工具',
    addCall: '添加调用',
    call: '调用 {{index}}：{{name}}',
    rawJson: '原始 JSON',
    removeCall: '删除调用 {{index}}',
    arguments: '参数',
    unset: '— 不提供 —',
    required: '必填',
    addRow: '向 {{name}} 添加一行',
    removeRow: '删除 {{name}}',
    send: '发送回合（{{count}} 个调用）',
  },
};
