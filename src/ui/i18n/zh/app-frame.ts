// 中文界面文案：框架：页眉、区域、空状态、状态栏、帮助、错误。键与英文版一致（由类型检查保证）。
import type { Messages } from '../en';

export const zhAppFrame: Pick<
  Messages,
  | 'app'
  | 'header'
  | 'regions'
  | 'empty'
  | 'editor'
  | 'status'
  | 'units'
  | 'layout'
  | 'number'
  | 'help'
  | 'session'
  | 'runtime'
  | 'punctuation'
  | 'modelReads'
  | 'errors'
> = {
  app: {
    name: 'ToolScope',
    tagline: '看清大模型函数调用的每一个环节',
    skipToMain: '跳到主要内容',
  },
  header: {
    language: '语言',
    theme: '主题',
    themeSystem: '跟随系统',
    themeLight: '浅色',
    themeDark: '深色',
  },
  regions: {
    workspace: '工作区',
    conversation: '对话',
    inspector: '检查器',
    terminal: '终端',
  },
  empty: {
    workspace: '工作区还是空的。智能体或你创建的文件会显示在这里。',
    conversation: '还没有会话。打开一节课，或启动一个脚本会话，逐步观察 ReAct 循环。',
    inspector: '选择一个步骤或事件，查看流水线各环节在那一刻的状态。',
    terminal: '模拟的 Bash 在这里运行，操作的是同一个工作区。',
    sessionPaused: '会话已加载，停在第一个事件之前。请按“单步”或“运行”。',
  },
  editor: {
    loading: '正在加载编辑器…',
    failed: '编辑器加载失败：{{message}}',
    label: '代码编辑器',
  },
  status: {
    label: '状态',
    runtime: '运行时线程',
    shell: 'Bash 线程',
    idle: '首次使用时启动',
    starting: '启动中',
    ready: '就绪',
    failed: '失败',
    offline: '模型：内置脚本，播放预先写好的回答 · 无需 API 密钥，不发送任何内容',
    offlineReady: '可离线使用',
    offlineReadyHint: '整个应用已保存在此浏览器中：断网时也能打开和运行。',
    replaying: '回放 {{model}} 录制的响应 · 离线',
    live: '实时模型：{{model}}，端点 {{endpoint}}，使用 {{api}}',
    liveNoKey: '模型 {{model}}，端点 {{endpoint}} · 没有它的 API 密钥：不会发送任何内容',
    human: '由你扮演模型：逐条撰写助手回合',
    result: { success: '成功', partial: '部分成功', error: '出错' },
  },
  // 中文没有单复数：i18next 对 zh 只取 _other；_one 为满足与英文相同的键，内容一样。
  units: {
    exactBytes: '{{bytes}} 字节',
    calls_one: '{{count}} 次调用',
    calls_other: '{{count}} 次调用',
    toolCalls_one: '{{count}} 次工具调用',
    toolCalls_other: '{{count}} 次工具调用',
    batches_one: '{{count}} 个批次',
    batches_other: '{{count}} 个批次',
    tools_one: '{{count}} 个工具',
    tools_other: '{{count}} 个工具',
    steps_one: '{{count}} 步',
    steps_other: '{{count}} 步',
    messages_one: '{{count}} 条消息',
    messages_other: '{{count}} 条消息',
    events_one: '{{count}} 个事件',
    events_other: '{{count}} 个事件',
    results_one: '{{count}} 个结果',
    results_other: '{{count}} 个结果',
    turns_one: '{{count}} 个回合',
    turns_other: '{{count}} 个回合',
    failures_one: '失败 {{count}} 次',
    failures_other: '失败 {{count}} 次',
    consecutiveFailures_one: '连续失败 {{count}} 次',
    consecutiveFailures_other: '连续失败 {{count}} 次',
    faults_one: '已布置 {{count}} 个待触发的故障',
    faults_other: '已布置 {{count}} 个待触发的故障',
    deltas_one: '{{count}} 个流式片段',
    deltas_other: '{{count}} 个流式片段',
    files_one: '{{count}} 个文件',
    files_other: '{{count}} 个文件',
  },
  layout: {
    resizeTerminal: '调整工作区与终端的大小',
    resizeConversation: '调整工作区与对话的大小',
    resizeInspector: '调整对话与检查器的大小',
    regions: '显示一个区域',
  },
  number: {
    wholeAtLeast: '须为不小于 {{min}} 的整数。',
    wholeBetween: '须为 {{min}} 到 {{max}} 之间的整数。',
    steps: '须从 {{min}} 起，以 {{step}} 为步长。',
  },
  help: {
    title: '键盘快捷键',
    open: '键盘快捷键（?）',
    key: '按键',
    action: '操作',
    runPause: '运行 / 暂停（已加载的轨迹：回放）',
    nextTab: '下一个检查器标签页',
    prevTab: '上一个检查器标签页',
    close: '关闭',
    closeDialog: '关闭当前对话框（课程、会话、分享、本列表）',
  },
  session: {
    running: '会话：{{title}}',
  },
  runtime: {
    label: '驱动运行时',
    run: '运行',
    pause: '暂停',
    step: '单步',
    stepOver: '执行完本步',
    stop: '停止',
    hint: {
      run: '运行：持续推进事件，直到运行结束或需要你回答（r）',
      pause: '暂停：不再推进事件，运行停在原处（r）',
      step: '单步：推进一个事件，看流水线前进一个阶段（s）。它让会话继续执行；「下一个事件」只回看已经执行的内容。',
      stepOver:
        '执行完本步：推进完这一步余下的事件，停在下一步开始处（o）。课程里的「执行下一步」把一步执行到结束；「下一步」只回看已经执行的内容。',
      stop: '停止：立即结束运行；已执行的内容留在轨迹里',
    },
    paused: '已暂停',
    notStarted: '就绪 · 停在第一个事件之前',
    waiting: '等待你的操作',
    asking: '等待 {{endpoint}} 上的 {{model}} 回答',
    phase: { idle: '运行时空闲', running: '运行中', finished: '已结束' },
    failure: {
      run: '运行时内部出错，本次运行已结束：{{message}}',
      command: '运行时无法执行该操作：{{message}}',
      unresponsive: '运行时没有响应，已重新启动。已显示的内容仍保留在屏幕上；打开一个会话即可继续。',
      unresponsiveLoad: '运行时在打开此会话时没有响应，已重新启动。没有打开任何内容。',
    },
  },
  punctuation: { colon: '：' },
  modelReads: {
    note: '工具描述和系统提示词是模型读到的内容：它们按原样以英文显示，也以英文发送给模型。',
  },
  errors: {
    panelCrashed: '此面板出错：{{message}}',
    retry: '重试',
  },
};
