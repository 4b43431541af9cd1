// 中文界面文案：工具页里的 MCP 服务器（issue 40）：“连接 MCP 服务器…”，每台服务器的工具作为记录与内置工具并列，
// 附上服务器对它们的自述，以及信任与移除。
import type { enMcpConnect } from '../en/mcp-connect';
import type { Widen } from '../widen';

export const zhMcpConnect: Widen<typeof enMcpConnect> = {
  mcpConnect: {
    title: 'MCP 服务器',
    none: '本会话没有 MCP 服务器。',
    open: '连接 MCP 服务器…',
    name: '名称',
    nameHint: '它的工具以 mcp__<名称>__<工具> 的名字提供给模型。',
    url: 'Streamable HTTP 端点',
    token: 'Bearer token 凭据（可选）',
    tokenNote:
      '除非勾选下面的“记住”，否则只保存在本标签页的内存里：不进会话、链接、导出或轨迹，并从记录的一切内容中抹去。',
    connect: '连接',
    connecting: '正在连接…',
    cancel: '取消',
    noRuntime: '还没有可用来连接的运行时：请先打开或开始一个会话。',
    connected: '已连接 {{name}}：{{count}} 个工具加入了工具集，会话已带着它们重新开始。',
    failed: '无法连接：{{reason}}',
    diagnosing: '正在请连接诊断查找原因…',
    cliDoctor: '页面看不到的部分（预检请求、DNS），请在本机运行 {{command}}。',
    trusted: '已信任：由服务器对工具的自述来决定',
    untrusted: '未信任：它的每个工具调用前都要先询问',
    trust: '信任此服务器',
    distrust: '不再信任 {{name}}',
    remove: '移除服务器 {{name}}',
    trustChanged: '信任已更改：会话已据此重新开始。',
    removed: '已移除：会话已在没有它的工具的情况下重新开始。',
    original: '服务器称之为 {{name}}',
    /** A long description of a tool, folded to its start (McpToolDescription.tsx). */
    descriptionAll: '显示全部 {{characters}} 个字符',
    descriptionLess: '收起',
  },
};
