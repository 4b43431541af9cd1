// 中文界面文字：密钥与链接各守其位（docs/security.md）——本设备不认识的、形似 API 密钥的文字，被拒绝的链接自己的文字，
// 以及链接第一次指定的端点。
import type { Messages } from '../en';

export const zhSecurity: Pick<Messages, 'secrets' | 'linkWords' | 'endpointCheck'> = {
  secrets: {
    keyShaped: {
      message:
        '这条消息里有形似 API 密钥的文字（{{found}}），本设备并不认识它：它会按原样被记录、保存和分享。如果这是真实的密钥，请在发送前删掉。',
      share:
        '这个会话里有形似 API 密钥的文字（{{found}}），本设备并不认识它：链接和嵌入代码会原样带上它。如果这是真实的密钥，请先从会话中删掉再分享。',
    },
    knownKey: '这条消息里有你的 API 密钥：发送和记录的都是“[API key]”，绝不是密钥本身。',
    endpointToken: {
      share: '端点地址里有看似凭据的部分（{{found}}）：链接和嵌入代码会带上它。',
      export: '端点地址里有看似凭据的部分（{{found}}）：导出的文件会带上它。',
      drop: '从地址中去掉它',
      dropped: '已去掉：地址将以 {{url}} 发出',
      exportWithout: '去掉后导出',
      exportAsIs: '按原样导出',
    },
  },
  linkWords: {
    link: '“{{words}}”（链接自己的文字）',
    file: '“{{words}}”（文件自己的文字）',
    session: '“{{words}}”（会话自己的文字）',
  },
  endpointCheck: {
    host: '服务器',
    hostHint: '密钥将被发往的完整主机名；加粗的部分是拥有它的网站。',
    firstUse:
      '本设备从未使用过这个端点。输入密钥前请核对上面的服务器：链接可能指向一个与你熟悉的服务器形似的地址。',
  },
};
