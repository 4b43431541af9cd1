// 中文界面文案：断点（轨迹页里的断点列表、检查器每一行上的开关）。键与英文版一致（由类型检查保证）。
import type { Messages } from '../en';

export const zhBreakpoints: Pick<Messages, 'breakpoints'> = {
  breakpoints: {
    title: '断点',
    list: '已设置的断点',
    none: '尚未设置。',
    condition: '停在',
    add: '添加',
    runUntil: '运行到下一个断点',
    remove: '删除断点 {{condition}}',
    breakHere: '在下一个同类事件处停下（{{condition}}）',
    clear: '删除断点 {{condition}}',
    invalid: '“{{text}}”不是有效的断点。可写：{{forms}}。',
    stoppedAt: '已停在断点 {{condition}}，事件 #{{seq}}。',
    expectThis: '预期会出现',
    expectThisLabel: '预期这个会话的每次重放都会出现 {{condition}}',
    expected: '每次重放都应出现',
    expectedHint: '保存在会话文件里：重放始终没有出现其中某一项时，npm run replay 会失败（退出码 6）。',
    unexpect: '不再预期 {{condition}}',
  },
};
