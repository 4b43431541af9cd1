// 中文界面文案：线上实际收发的内容（请求 / 响应页的视图、“同一轮，其他 API”视图）与模型提供方面板里的协议选择。
export const zhWire = {
  wire: {
    api: {
      label: '线上协议',
      'chat-completions': 'Chat Completions（/chat/completions）',
      responses: 'Responses API（/responses）',
      hint: '两者都通过 OpenAI 官方客户端库发送；流水线与轨迹完全相同。',
    },
    view: {
      label: '显示',
      sent: '实际发送',
      'chat-completions': 'Chat Completions',
      responses: 'Responses',
      anthropic: 'Anthropic Messages',
    },
    sentTitle: '线上实际发出的请求',
    receivedTitle: 'API 原样返回的响应',
    headers: '请求头（API 密钥已隐去）',
    body: '正文',
    status: '状态码 {{status}}',
    chunks: '{{count}} 个服务器推送事件，按到达顺序',
    chunk: '#{{n}}',
    partial: '在此处被切断：',
    noResponse: '没有收到回答。',
    notSent:
      '这次调用没有经过网络（由脚本、人或未保存线上数据的录制作答）：这里显示流水线构造的 Chat Completions 请求体。',
    pending: '回答完整到达后才显示线上实际收发的内容；这里先显示流水线构造的 Chat Completions 请求体。',
    tokens: {
      title: 'token 数',
      counted: '本地计数（o200k_base，消息 + 工具）：{{count}}',
      counting: '计数中…',
      failed: '无法计数：{{error}}',
      reported: 'API 报告：提示 {{prompt}} + 补全 {{completion}}',
      notReported: 'API 没有报告用量。',
      note: '本地计数累加每条消息的文本、每次调用的名称与参数、每个工具的 JSON；API 还会计入对话模板，所以它的数字略高。',
    },
    converted: '由流水线的这一轮转换而来（engine/wire-shapes），并非实际发送的内容。',
    losses: '这种格式在此无法表达的内容：',
    loss: {
      'system-merged': '第 {{message}} 条消息是不在开头的 system 消息：并入顶层 system',
      'arguments-not-object': '调用 {{callId}}：参数不是 JSON 对象，以 {} 发送',
      'arguments-reformatted': '调用 {{callId}}：参数变成对象，原有的空白与键顺序丢失',
      'parallel-flag-dropped': 'tool_choice 为 none 时没有 disable_parallel_tool_use：并行开关丢失',
      'strict-dropped': '工具 {{tool}}：没有 strict 开关',
      'finish-reason-approximated': '结束原因 {{finishReason}} 没有完全对应的取值',
    },
  },
};
