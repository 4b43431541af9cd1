// 轨迹页的 OTLP 导出对话框（issue 39 第 3 项）：时间基准、编码，以及要发送到的 collector，和发送结果。
import type { enOtlpExport } from '../en/otlp-export';
import type { Widen } from '../widen';

export const zhOtlpExport: Widen<typeof enOtlpExport> = {
  otlpExport: {
    title: '导出 OTLP',
    timeBase: 'span 时间',
    recorded: '录制的时间：在线模型调用用真实时间，其余按它们推算',
    virtual: '虚拟时钟，起点为',
    epoch: '虚拟时钟的起点（ISO 时间）',
    protocol: '编码',
    json: 'OTLP/JSON（http/json）',
    protobuf: 'OTLP/protobuf（http/protobuf）',
    collector: 'collector 地址',
    collectorHint:
      '发送到它的 /v1/traces。collector 必须允许本页面的来源（CORS），并且不要求密钥就接收请求：设置方法见 docs/otel-export.md。',
    download: '下载',
    send: '发送到 collector',
    close: '关闭',
    busy: '正在导出…',
    downloaded: '已下载 {{fileName}}。',
    badEpoch: '“{{epoch}}”不是时间：请写成 2026-01-01T00:00:00Z 这样的格式。',
    failed: 'OTLP 导出失败：{{message}}',
    outcome: {
      sent: '已发送到 {{url}}：collector 返回 {{status}}。',
      'not-a-url': '“{{url}}”不是地址：请填写 collector 的地址，例如 http://localhost:4318。',
      'not-http': '“{{url}}”不是 http:// 或 https:// 地址：OTLP/HTTP 需要这样的地址。',
      credential:
        '{{url}} 的地址里有看起来像凭据的内容（用户名、token 或密钥）。可能是密钥的内容都不会放进地址发送：请发送到不需要凭据的 collector，例如本机上的。',
      unreachable: '无法连接 {{url}}（{{detail}}）。collector 是否在运行？它是否允许本页面的来源（CORS）？',
      refused: '{{url}} 上的 collector 返回 {{status}}：{{detail}}',
    },
  },
};
