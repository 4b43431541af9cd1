// 中文界面文案：运行中实时 MCP 服务器做了什么（issue 40 的运行时部分）：调用卡片上显示它的进度通知。
import type { enMcpLive } from '../en/mcp-live';
import type { Widen } from '../widen';

export const zhMcpLive: Widen<typeof enMcpLive> = {
  mcpLive: {
    /** A tool in this step's schema the last step's did not have (its MCP server's list changed). */
    joined: '新增：{{name}}',
    progress: {
      ofTotal: '{{progress}} / {{total}}',
      noTotal: '已完成 {{progress}}',
      withMessage: '{{figure}}：{{message}}',
      updates_one: '这次调用中 MCP 服务器报告了 {{count}} 次进度。',
      updates_other: '这次调用中 MCP 服务器报告了 {{count}} 次进度，这里显示最后一次。',
    },
  },
};
