// 中文界面文字：检查器的 MCP 通道（issue 40 第 6 项），在“请求 / 响应”标签里与模型的线路并列。
import type { enMcpLane } from '../en/mcp-lane';
import type { Widen } from '../widen';

export const zhMcpLane: Widen<typeof enMcpLane> = {
  mcpLane: {
    /** The lane's entry for a server's own handshake and listing, made when it was connected. */
    listingLane: '连接 {{server}} 时的 tools/list',
    intro:
      '每次 MCP 调用的每条 JSON-RPC 消息，按发出和收到的先后排列，附页面设置的 HTTP 头。Bearer token 凭据和你填写的头部值已隐去；会话 ID 照常显示。',
    call: '{{server}} 上的 {{tool}} · 第 {{step}} 步',
    exchanges: '这次调用的 HTTP 往返',
    request: '{{method}} {{url}}',
    status: '应答 HTTP {{status}}',
    noAnswer: '没有应答',
    continued: '服务器的流，自先前的调用起一直打开：只显示此后收到的内容。',
    headersSent: '页面设置的头部（{{count}} 个）',
    headersReceived: '返回的头部（{{count}} 个）',
    messages: 'JSON-RPC 消息',
    direction: { sent: '发出', received: '收到' },
    kind: {
      request: '请求',
      result: '结果',
      error: '错误',
      notification: '通知',
      other: '不是 JSON-RPC',
      'too-large': '过大，未保留',
    },
    message: '#{{n}}',
    id: 'ID {{id}}',
    tooLarge: '{{bytes}}，只保留了大小',
  },
};
