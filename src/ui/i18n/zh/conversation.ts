// 中文界面文案：对话栏：控制、消息、权限询问、输入框、模型提供方、任务列表（人工作答表单的文案随它加载）。键与英文版一致（由类型检查保证）。
import type { Messages } from '../en';

export const zhConversation: Pick<
  Messages,
  'controls' | 'conversation' | 'permission' | 'failedCall' | 'composer' | 'provider' | 'discarded' | 'todo'
> = {
  controls: {
    label: '回看轨迹',
    prevStep: '上一步',
    prevEvent: '上一个事件',
    run: '回放',
    pause: '暂停',
    step: '下一个事件',
    stepOver: '下一步',
    hint: {
      step: '下一个事件（n）：在已经执行的内容里，把回看光标向前移一个事件。它不执行新的内容；运行时工具栏里的「单步」才会。',
      stepOver:
        '下一步（]）：在已经执行的内容里，把回看光标移到下一步。它不执行新的内容；运行时工具栏里的「执行完本步」或课程里的「执行下一步」才会。',
    },
    live: '最新',
    noTrace: '没有轨迹',
    openingAt: '正在打开到第 {{step}} 步…',
    openingWhereLeft: '正在打开到上次停下的地方…',
    counter: '第 {{step}} / {{lastStep}} 步 · 事件 #{{event}} / #{{lastEvent}}',
    nestedCounter:
      '第 {{step}} / {{lastStep}} 步 · {{callId}} 的子智能体：第 {{nestedStep}} / {{nestedLastStep}} 步 · 事件 #{{event}} / #{{lastEvent}}',
  },
  conversation: {
    messages: '消息',
    system: '系统提示词',
    user: '用户',
    assistant: '助手',
    toolCall: '工具调用 {{name}}',
    arguments: '参数',
    result: '模型看到的结果（<bytes/>）',
    cutByBudget:
      '工具返回的状态是“{{tool}}”，但预算截断了结果（{{layer}}），所以模型看到的是预览和完整结果的保存位置。',
    toolReturned: '工具返回“{{status}}”，结果被预算截断',
    pending: '运行中…',
    turn: {
      waiting: '请求已发出 · 等待第一个 token',
      streaming: '正在输出…',
      running: '调用执行中 · 结束后本轮写入历史',
      writingCall: '参数传输中…',
    },
    earlier: '显示更早的消息（还有 {{count}} 条未显示）',
    subagentOf: 'Task {{callId}}',
    subagentMessages: '子智能体的消息',
    subagentRunning: '子智能体运行中：第 {{step}} 步',
    subagentEnded: '子智能体{{reason}} · 共 {{step}} 步',
    subagentEnd: {
      'final-answer': '已给出回答',
      'max-steps': '达到步数上限而停止',
      aborted: '已停止',
      error: '出错',
    },
  },
  permission: {
    title: '{{name}} 请求权限',
    noAlways: '这个调用范围太大，不能始终批准',
    approveOnce: '批准一次',
    approveAlways: '始终批准',
    deny: '拒绝',
  },
  failedCall: {
    retry: '重试这一步',
    retryAfterWait_one: '等待结束后重试这一步（{{count}} 秒）',
    retryAfterWait_other: '等待结束后重试这一步（{{count}} 秒）',
    retryingIn_one: '{{count}} 秒后重试…',
    retryingIn_other: '{{count}} 秒后重试…',
    retryNow: '立即重试',
    otherWays:
      '运行、单步和步过也会重试；停止则放弃（这次运行以此失败结束）；发送新消息会放弃并继续处理新消息。',
    status: 'HTTP 状态码',
    requestId: '请求 ID',
    retryAfter: '要求等待',
    seconds_one: '{{count}} 秒',
    seconds_other: '{{count}} 秒',
  },
  composer: {
    label: '下一条用户消息',
    placeholder: '发送下一条用户消息…',
    send: '发送',
  },
  provider: {
    title: '模型提供方',
    kind: '由谁扮演模型',
    choice: {
      scripted: '脚本',
      replay: '回放录制',
      endpoint: '在线端点',
      human: '人工（你来当模型）',
    },
    about: {
      scripted: '按会话脚本依次给出助手回合：离线运行，结果确定。',
      replay: '不联网，回放录制的响应；运行偏离录制时指出在哪里。',
      endpoint: '',
      human: '你在根据工具定义生成的表单中写出每个助手回合。',
    },
    endpoint: '端点',
    baseURL: 'Base URL',
    model: '模型',
    apiKey: 'API 密钥',
    remember: '在此设备上记住这个密钥',
    keyNote:
      '密钥属于输入它时所填的端点，只会发往那里。除非勾选此框，它只保存在本标签页的内存中；它绝不会写入会话、导出文件、链接或轨迹。',
    keyFor: '这个密钥只会发往 {{endpoint}}。',
    keyNeedsEndpoint: '请先填写有效的 Base URL：密钥按端点分别保存。',
    stream: '流式接收回答',
    timeoutMs: '总超时（毫秒）',
    idleTimeoutMs: '分块间空闲超时（毫秒）',
    timeoutDefault: '默认 {{ms}}',
    sessionNoKey:
      '这个会话请求的端点是 {{endpoint}}。它打开时没有 API 密钥，所以不会向那里发送任何内容：请为这个端点输入密钥并点击“应用”，才会实时请求它。',
    sessionReplayed:
      '这个会话录制的回答来自 {{endpoint}}，现在离线回放。要实时请求它，请为它输入密钥并点击“应用”。',
    sessionBadEndpoint: '这个会话的 Base URL 不是可以使用密钥的 http(s) 端点，所以不会向任何地方发送内容。',
    openedNoKey:
      '它指定的端点是 {{endpoint}}：没有向那里发送任何 API 密钥。“模型提供方”面板现在显示这个端点；请为它输入密钥并点击“应用”，才会实时请求它。',
    openedWithKey:
      '它指定的端点是 {{endpoint}}；在你于“模型提供方”面板点击“应用”之前，不会向那里发送任何内容。',
    assumed: '读取时做了这些假定：',
    assumption: {
      'tool-call-type-missing': '工具调用 {{call}} 没有 "type"：按 "function" 处理',
      'choice-index-missing': '唯一的 choice 没有 "index"：按第 0 个处理',
      'arguments-object': '工具调用 {{call}} 的参数是 JSON 对象：已写成 JSON 文本',
      'arguments-missing': '工具调用 {{call}} 没有参数：按 {} 处理',
      'tool-call-id-missing': '工具调用 {{call}} 没有 id：分配为 {{id}}',
      'tool-call-index-missing': '工具调用 {{call}} 的流式片段没有 "index"：按{{by}}区分',
      'finish-reason-missing': '没有 "finish_reason"：按 {{assumed}} 处理',
      'not-streamed': '请求了流式回答，端点却一次返回了完整结果',
    },
    assumedBy: { id: ' id ', order: '首次出现的顺序' },
    apply: '应用（在当前查看的步骤分叉）',
    forked: '已在第 {{step}} 步分叉：之前的步骤按录制回放，之后由新的提供方回答。',
    restarted: '会话已用新的提供方重新开始。',
    noSession: '运行时中没有打开的会话。',
    whatToDo: '可以这样做：',
    problem: {
      baseURL: '请输入 http(s) 地址，例如 http://127.0.0.1:8000/v1。',
      model: '请输入端点提供的模型名称。',
      apiKey: '请为这个端点输入 API 密钥（本地服务通常接受任意文字）。',
      timeoutMs: '请输入 1 到 3,600,000 之间的整数毫秒数，或留空使用默认值。',
      idleTimeoutMs: '请输入 1 到 3,600,000 之间的整数毫秒数，或留空使用默认值。',
    },
  },
  discarded: {
    said: '第 {{step}} 步在等待 {{endpoint}} 上的 {{model}} 回答时，页面被重新加载：已经流式收到的部分已被丢弃（流到一半的回答不是会话可以回到的位置）。继续时会重新请求第 {{step}} 步。',
    needsKey:
      '重新请求 {{endpoint}} 需要它的 API 密钥。密钥从不随会话保存，所以重新加载后没有带回来：输入密钥后，第 {{step}} 步会立即重新请求。',
    keyLabel: '{{endpoint}} 的 API 密钥',
    askAgain: '重新请求',
    useRemembered: '用本设备记住的密钥重新请求',
    failed: '无法重新请求：{{reason}}',
  },
  todo: {
    title: '任务清单（TodoWrite）',
    empty: '清单是空的。',
    status: { pending: '待办', in_progress: '进行中', completed: '已完成', cancelled: '已取消' },
    recap: '已完成 {{completed}}/{{total}}，进行中 {{inProgress}}，待办 {{pending}}，已取消 {{cancelled}}',
  },
};
