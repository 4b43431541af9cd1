// What leaves the device — a session file, a share or embed link, a written lesson's link, an exported trace
// or OTLP file — passes the device's scrubber once more on its way out. The runtime already keeps known
// secrets out of what it records (docs/security.md); this catches what it could not have known: a trace file
// opened from disk, or a document recorded before its key was entered here.
import type { TraceEvent } from '../engine';
import {
  urlCredentialParts,
  withoutUrlCredentials,
  type UrlCredentialPart,
} from '../common/secrets/url-credentials';
import type { SessionDocument } from '../session/session-document';
import { createScrubber } from '../common/secrets/scrub-secrets';
import { deviceScrubber, type SecretHolders } from './device-secrets';
import type { TraceSlice } from './trace-slice';

export function outboundDocument(state: SecretHolders, document: SessionDocument): SessionDocument {
  return deviceScrubber(state).value(document);
}

/** The trace as Export and "Export OTLP JSON" write it. */
export function outboundTrace(state: SecretHolders & Pick<TraceSlice, 'events'>): readonly TraceEvent[] {
  return deviceScrubber(state).value(state.events);
}

/** What in the document's endpoint address looks like a credential (url-credentials.ts): Share and Export
 * flag it and offer `withoutEndpointCredentials`. */
export function endpointCredentialsOf(document: SessionDocument): readonly UrlCredentialPart[] {
  return document.provider.kind === 'endpoint' ? urlCredentialParts(document.provider.baseURL) : [];
}

/**
 * The document with its endpoint address cleaned everywhere it appears — the provider, and the recorded
 * answers and errors that quote the address — and each credential alone replaced by `[credential]`.
 */
export function withoutEndpointCredentials(document: SessionDocument): SessionDocument {
  const { provider } = document;
  if (provider.kind !== 'endpoint') return document;
  const found = urlCredentialParts(provider.baseURL);
  if (found.length === 0) return document;
  const cleaned = withoutUrlCredentials(provider.baseURL);
  const scrubbed = createScrubber([
    { source: 'endpoint-address', label: cleaned, values: [provider.baseURL] },
    { source: 'endpoint-credential', label: CREDENTIAL_LABEL, values: found.map((part) => part.value) },
  ]).value(document);
  return { ...scrubbed, provider: { ...provider, baseURL: cleaned } };
}

const CREDENTIAL_LABEL = '[credential]';
