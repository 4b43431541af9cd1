// 对比两次运行（会话面板的“对比两次运行…”）。

import type { enCompare } from '../en/compare';
import type { Widen } from '../widen';

export const zhCompare: Widen<typeof enCompare> = {
  compare: {
    open: '对比两次运行…',
    title: '对比两次运行',
    intro:
      '两次运行各自从会话重放，不影响屏幕上的会话；两条轨迹按步骤和每个调用本身（工具与参数）对齐：调用 id 会显示，但不会让两次运行算作不同。',
    close: '关闭',
    left: '左侧运行',
    right: '右侧运行',
    lesson: '第 {{number}} 课：{{title}}',
    entry: '{{title}}（已保存的会话）',
    onScreen: '{{title}}（当前会话）',
    run: '对比',
    running: '正在重放两次运行…',
    failed: '{{side}}运行无法重放：{{reason}}',
    sides: { left: '左侧', right: '右侧' },
    identical: '完全相同：两次运行有同样的 {{count}} 个事件。',
    differ: '两次运行不同。最早的差异在第 {{step}} 步：{{type}}（{{panel}}）。',
    onlyLeft: '只在左侧运行中',
    onlyRight: '只在右侧运行中',
    fields: '不同的字段',
    panelsHeading: '各面板的差异',
    panelCount_one: '{{panel}}：{{count}} 个事件',
    panelCount_other: '{{panel}}：{{count}} 个事件',
    subjects: '涉及 {{subjects}}',
    callsPaired_one: '{{count}} 个调用按步骤、工具和参数配对（id 可以不同）。',
    callsPaired_other: '{{count}} 个调用按步骤、工具和参数配对（id 可以不同）。',
    callsRemoved: '被去掉（只在左侧运行中）：{{calls}}',
    callsAdded: '新增（只在右侧运行中）：{{calls}}',
    rowsLabel: '对齐后的两条轨迹',
    firstDifference: '最早的差异',
    missing: '—',
    panels: {
      run: '运行',
      schema: '工具定义',
      request: '请求',
      plan: '计划',
      gates: '关卡',
      tools: '工具',
      breakers: '熔断器',
      budget: '预算',
      workspace: '工作区文件',
      history: '历史',
    },
  },
};
