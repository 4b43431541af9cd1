// 中文界面文案：打开轨迹文件（在后台读取，以及文件被拒绝的原因）。键与英文版一致（由类型检查保证）。
import type { Messages } from '../en';

export const zhTraceFile: Pick<Messages, 'traceFile'> = {
  traceFile: {
    reading: '正在读取 {{name}}… 已读 {{count}} 个事件',
    cancel: '停止读取',
    refused: '没有打开 {{name}}：{{reason}}请选择从“轨迹”标签页导出的文件。',
    problem: {
      empty: '文件里没有任何事件。',
      notJson: '第 {{line}} 行不是 JSON。',
      notEvent: '第 {{line}} 行不是事件（应为 JSON 对象）。',
      unknownType: '第 {{line}} 行的事件类型 {{type}} 无法识别。',
      seq: '第 {{line}} 行应是第 {{expected}} 号事件，却写着 {{found}}：事件须按顺序排列，不能缺漏。',
      missing: '第 {{line}} 行：“{{eventType}}”事件缺少 {{field}}。',
      field: '第 {{line}} 行：“{{eventType}}”事件的 {{field}} 应为{{expected}}。',
      unreadable: '浏览器无法读取它（{{message}}）。',
    },
    expected: {
      string: '文本',
      number: '数字',
      amount: '不小于 0 的数字',
      count: '不小于 0 的整数',
      boolean: '布尔值（true 或 false）',
      object: '对象',
      list: '列表',
      null: '空值（null）',
      oneOf: '以下之一：{{values}}',
      shallower: '嵌套不超过 {{maxDepth}} 层',
    },
  },
};
