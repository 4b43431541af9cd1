// English UI strings: the Trace tab's "OTLP…" button, drawn with the tab; the dialog it opens brings its own
// words (en/otlp-export.ts, parts/otlp-export.ts; decision 0880).
export const enOtlpExportButton = {
  otlpExport: {
    open: 'OTLP…',
    openHint:
      'Export the trace as OTLP: choose the span times and the encoding, download it or send it to a collector',
  },
} as const;
