// The OpenTelemetry semantic-conventions version the OTLP export follows: the exact version of
// @opentelemetry/semantic-conventions in package.json, whose GenAI attribute names it uses (genai-semconv.ts).
// A file of its own so the page can name it without loading the conventions.
export const GENAI_SEMCONV_VERSION = '1.45.0';
