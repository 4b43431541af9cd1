// The two OTLP/HTTP encodings the export writes, named as OTEL_EXPORTER_OTLP_PROTOCOL names them, and what
// goes with each: the content type a collector's /v1/traces expects, and the downloaded file's name. A file
// of its own so the page's dialog can offer the choice without loading the OpenTelemetry packages.
export const OTLP_PROTOCOLS = ['http/json', 'http/protobuf'] as const;

export type OtlpProtocol = (typeof OTLP_PROTOCOLS)[number];

export const OTLP_CONTENT_TYPE: Readonly<Record<OtlpProtocol, string>> = {
  'http/json': 'application/json',
  'http/protobuf': 'application/x-protobuf',
};

export const OTLP_FILE_NAME: Readonly<Record<OtlpProtocol, string>> = {
  'http/json': 'toolscope-trace.otlp.json',
  'http/protobuf': 'toolscope-trace.otlp.pb',
};

export function isOtlpProtocol(value: string): value is OtlpProtocol {
  return (OTLP_PROTOCOLS as readonly string[]).includes(value);
}
