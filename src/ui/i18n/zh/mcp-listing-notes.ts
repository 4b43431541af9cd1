// 中文界面文案：MCP 服务器的 tools/list 被列表上限截断或拒绝的部分（issue 40 第 8 项；决策 0875），
// 在“连接 MCP 服务器…”之后说明，服务器发来的内容不会被悄悄丢掉。
import type { enMcpListingNotes } from '../en/mcp-listing-notes';
import type { Widen } from '../widen';

export const zhMcpListingNotes: Widen<typeof enMcpListingNotes> = {
  mcpListingNotes: {
    toolsCapped: '服务器列出了 {{listed}} 个工具；只检查了前 {{examined}} 个，其余的不会提供给模型。',
    listingStopped: '服务器一直在列出更多页；列出 {{listed}} 个工具后停止，其余的不会提供给模型。',
    descriptionCut: '{{tool}} 的描述有 {{chars}} 个字符，已截断到 {{kept}} 个。',
    toolRefused: {
      'name-too-long': '工具 {{tool}}… 被拒绝：它的名字长 {{detail}} 个字符，太长，无法原样发回。',
      'schema-too-deep': '工具 {{tool}} 被拒绝：它的输入模式嵌套超过 {{detail}} 层，会话无法保存。',
      'schema-pattern': '工具 {{tool}} 被拒绝：它的输入模式中有一个无法安全匹配的正则（{{detail}}）。',
      'schema-does-not-compile':
        '工具 {{tool}} 被拒绝：它的输入模式无法编译（{{detail}}），其参数永远无法校验。',
    },
    more: '……另有 {{count}} 条同类说明。',
  },
} as const;
