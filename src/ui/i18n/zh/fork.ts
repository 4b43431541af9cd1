// 在某一步以不同的设置、工具或规则分叉会话（issue 38），以及分叉在对比视图里如何介绍自己。
import type { Messages } from '../en';

export const zhFork: Pick<Messages, 'fork'> = {
  fork: {
    title: '{{title}} — 从第 {{step}} 步分叉',
    settingsHint:
      '在这里修改，就会从第 {{step}} 步分叉会话：之前的回答保持不变，之后录制的回答只要仍然适用就继续重放。点“最新”则是修改会话本身。',
    settingsButton: '按这些设置从第 {{step}} 步分叉',
    toolsButton: '按这些工具从第 {{step}} 步分叉',
    forked: '已从第 {{step}} 步分叉：分叉作为新会话打开，原会话保持不变。',
    refused: {
      'no-step': '这里没有可以分叉的步骤：请先选中某一步里的事件。',
      'no-change': '这个分叉什么也没改：请先修改一项设置或规则。',
      'no-recording': '这个会话还没有录制的回答：请先运行它。',
    },
    origin: '{{side}}：从“{{title}}”第 {{step}} 步分叉而来，修改了 {{changes}}。',
    sides: { left: '左侧', right: '右侧' },
    tools: '工具 {{names}}',
    separator: '、',
    nothing: '无',
  },
};
