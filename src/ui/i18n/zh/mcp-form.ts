// 中文界面文案：MCP 连接表单的请求头与记住的服务器（issue 40 第 1、2 项）。只有工具页读它们，随工具页一起加载。
import type { enMcpForm } from '../en/mcp-form';
import type { Widen } from '../widen';

export const zhMcpForm: Widen<typeof enMcpForm> = {
  mcpForm: {
    headers: '其他请求头',
    headersNote: '随每个发往该服务器的请求发送；它们的值与 token 一样按机密保管。',
    headerName: '请求头名称',
    headerValue: '请求头的值',
    addHeader: '添加请求头',
    removeHeader: '移除这个请求头',
    remember: '在本设备上记住这个 token 和这些请求头',
    rememberNote:
      '只为这个地址保存在本浏览器的存储里，仍然不会进入会话、链接、导出或轨迹。不勾选时，它们只在本标签页的内存里，随标签页关闭而消失。',
    remembered: '以前连接过的',
    rememberedNone: '你连接过的服务器下次会在这里列出（地址和请求头名称；除非你要求，否则从不保存任何值）。',
    use: '使用',
    useServer: '使用 {{url}}',
    forget: '忘记',
    forgetServer: '忘记 {{url}} 以及为它记住的一切',
    valuesKept: '已记住 token',
    headerNames: '请求头：{{names}}',
    problems: {
      badName: '“{{name}}”不能作为请求头名称：只能用字母、数字和 !#$%&’*+-.^_`|~。',
      reserved: '{{name}} 由 MCP 客户端自己设置。',
      duplicate: '{{name}} 给了两次（token 以 Authorization 发送）。',
    },
  },
};
