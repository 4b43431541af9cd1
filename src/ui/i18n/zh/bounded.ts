// 中文界面文字：长列表或长文本中未绘制的部分（一轮的调用、很长的参数；ui/common/bounded.ts）。
import type { Messages } from '../en';

export const zhBounded: Pick<Messages, 'bounded'> = {
  bounded: {
    callsHidden: '未绘制的调用：{{hidden}} 个',
    chunksHidden: '未绘制的事件：{{hidden}} 个',
    showMore: '再显示 {{next}} 个',
    textHidden: '未绘制的字符：{{hidden}} 个',
    showText: '再显示 {{next}} 个字符',
    download: '下载完整内容',
  },
};
