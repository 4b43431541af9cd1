// The Trace tab's OTLP export dialog (issue 39, item 3): the time base, the encoding, and a collector to send
// to, with what came of it. Loaded with the dialog (parts/otlp-export.ts); the button's words are
// en/otlp-export-button.ts.
export const enOtlpExport = {
  otlpExport: {
    title: 'Export OTLP',
    timeBase: 'Span times',
    recorded: 'Recorded: live model calls at their real times, the rest placed from them',
    virtual: 'Virtual clock, starting at',
    epoch: 'Start of the virtual clock (ISO time)',
    protocol: 'Encoding',
    json: 'OTLP/JSON (http/json)',
    protobuf: 'OTLP/protobuf (http/protobuf)',
    collector: 'Collector address',
    collectorHint:
      'Sent to its /v1/traces. The collector must allow this page’s origin (CORS) and take the request without a key: docs/otel-export.md shows the setting.',
    download: 'Download',
    send: 'Send to collector',
    close: 'Close',
    busy: 'Exporting…',
    downloaded: 'Downloaded {{fileName}}.',
    badEpoch: '“{{epoch}}” is not a time: write it as 2026-01-01T00:00:00Z.',
    failed: 'The OTLP export failed: {{message}}',
    outcome: {
      sent: 'Sent to {{url}}: the collector answered {{status}}.',
      'not-a-url': '“{{url}}” is not an address: give the collector’s, e.g. http://localhost:4318.',
      'not-http': '“{{url}}” is not an http:// or https:// address: OTLP/HTTP needs one.',
      credential:
        'The address of {{url}} holds what looks like a credential (a user, a token or a key). Nothing that could be a secret is sent in an address: send to a collector that needs none, such as one on this machine.',
      unreachable:
        'Could not reach {{url}} ({{detail}}). Is the collector running, and does it allow this page’s origin (CORS)?',
      refused: 'The collector at {{url}} answered {{status}}: {{detail}}',
    },
  },
} as const;
