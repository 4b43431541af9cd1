// 中文界面文案：端点在用量旁报告的提示缓存数字。
export const zhPromptCache = {
  promptCache: {
    figures: '提示缓存：读取 {{read}}，写入 {{written}}',
    notReported: '未报告',
  },
} as const;
