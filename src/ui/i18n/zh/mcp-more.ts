// 中文界面文案：实时 MCP 服务器还让运行做了什么（issue 40 的其余各项）：注册表拒绝的新工具列表（画在 schema 阶段），
// 以及一次调用的说明（会话重新建立），画在调用卡片上。
import type { enMcpMore } from '../en/mcp-more';
import type { Widen } from '../widen';

export const zhMcpMore: Widen<typeof enMcpMore> = {
  mcpMore: {
    listRefused: '{{server}}：新工具列表被拒绝',
    /** The reason is the runtime's English sentence. */
    listRefusedWhy:
      'MCP 服务器 {{server}} 说它的工具变了，但新列表无法注册，因此保留了原来的工具。{{reason}}',
    note: {
      sessionRestarted: '新的 MCP 会话',
      sessionRestartedWhy:
        'MCP 服务器忘记了会话（对其 id 返回 HTTP 404）：客户端新开了一个会话，并重新发送了这次调用。',
    },
  },
};
