// 中文界面文案：MCP 服务器的工具在工具页之外带的标记（issue 40 第 1、6 项）：Schema 页卡片上的徽标与说明、
// 流水线视图里调用的提示，以及服务器对工具的自述。首屏会画出它们，所以留在首屏加载的词典里。
import type { Messages } from '../en';

export const zhMcpMarks: Pick<Messages, 'mcpMarks'> = {
  mcpMarks: {
    badge: 'MCP · {{server}}',
    fromServer: 'MCP 服务器 {{server}} 的工具，服务器称它为 {{name}}。',
    trusted: '该服务器已受信任：以它的自述为准。',
    untrusted: '该服务器未受信任：每次调用都先询问。',
    callTitle: 'MCP 工具：这次调用以 {{name}} 的名字发往 {{server}}。',
    serverSays: '服务器自称：',
    defaults: '服务器未作说明，因此采用 MCP 规范的默认值：',
    claims: {
      readOnly: '只读',
      mayChange: '可能修改内容',
      destructive: '可能销毁数据',
      idempotent: '可安全重复',
      openWorld: '会访问外部世界',
      closedWorld: '只在自身领域内操作',
    },
  },
};
