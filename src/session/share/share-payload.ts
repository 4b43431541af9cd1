// What a share link carries: the session document (inputs only; outputs are recomputed by replaying) and the
// step it was shared at. The document is rebuilt field by field for the link, so nothing that is not part of
// the published format — an API key smuggled onto the provider, an editor's `$schema` path — can ride along;
// settings equal to the defaults are left out (settings-without-defaults.ts).
import { withoutSecrets, type SessionDocument } from '../session-document';
import { settingsWithoutDefaults } from './settings-without-defaults';

export interface SharePayload {
  /** Replay stops after this step of the main agent; null means "play to the end". */
  readonly step: number | null;
  readonly session: SessionDocument;
}

export function shareableDocument(document: SessionDocument): SessionDocument {
  const { $schema: _schema, provider, settings, ...rest } = document;
  return { ...rest, settings: settingsWithoutDefaults(settings), provider: withoutSecrets(provider) };
}

export function isShareStep(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1);
}
