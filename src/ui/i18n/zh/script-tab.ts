// 中文界面文案：脚本标签页（脚本模型的预设回答），随脚本页一起加载。
import type { enScriptTab } from '../en/script-tab';
import type { Widen } from '../widen';

export const zhScriptTab: Widen<typeof enScriptTab> = {
  scriptTab: {
    noSession: '打开一个脚本会话后即可编辑它的脚本。',
    notScripted: '此会话不是脚本会话：选择脚本提供方后才有脚本。',
    hint: '每个回合是模型对一次请求的回答。调用会按最新工具定义中的 {{count}} 个工具进行检查。',
    turn: '第 {{n}} 回合',
    removeTurn: '删除第 {{n}} 回合',
    addTurn: '添加回合',
    unchanged: '没有修改',
    apply: '应用：从第 {{n}} 回合分叉',
    note: {
      at: '{{where}}：{{note}}',
      notJson: '不是 JSON：{{detail}}',
      notObject: '一个回合必须是 JSON 对象。',
      unknownField: '未知字段 {{field}}。',
      notString: '{{field}} 必须是字符串。',
      finishReason: 'finishReason 只能是 {{values}} 之一。',
      callsNotArray: 'toolCalls 必须是数组。',
      callNotObject: '这个调用必须是对象。',
      nameRequired: '缺少 name。',
      argumentsShape: 'arguments 必须是对象（或按原样发送的字符串）。',
      noTool: '本步没有提供名为 {{tool}} 的工具。',
      argumentsNotJson: '参数字符串不是 JSON（按原样发送）。',
      argumentsTooDeep: '参数中数组和对象的嵌套超过了 {{limit}} 层。',
      schemaUnchecked: '无法检查这个工具的参数定义：{{detail}}',
      argumentsInvalid: '参数 {{at}} 不符合参数定义：{{detail}}（流水线会以 INVALID_PARAM 作答）。',
      other: '{{note}}',
    },
  },
};
