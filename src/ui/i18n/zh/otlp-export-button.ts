// 中文界面文案：轨迹页的“OTLP…”按钮（它打开的对话框自带文案，随对话框加载）。
import type { Messages } from '../en';

export const zhOtlpExportButton: Pick<Messages, 'otlpExport'> = {
  otlpExport: {
    open: 'OTLP…',
    openHint: '把轨迹导出为 OTLP：选择 span 的时间和编码，下载，或发送到 collector',
  },
};
