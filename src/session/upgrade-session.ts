// One upgrade function per past format version, applied in order, so every old document keeps loading: the
// table below is the one list of them. Every way a document comes in (a session file, a share link, a library
// entry, a lesson's document) goes through upgradeToCurrent before the schema, and the fixtures under
// fixtures/v<N>/ prove each version still opens (upgrade-session.test.ts).
import { SESSION_FORMAT_VERSION } from './session-document';
import { providerAsEndpoint } from './upgrades/provider-as-endpoint';

type Upgrade = (document: Record<string, unknown>) => Record<string, unknown>;

/** `UPGRADES[n]` turns a version-n document into version n+1 (and sets its `formatVersion`). */
export const UPGRADES: Readonly<Record<number, Upgrade>> = {
  /** The provider as a transport plus a wire protocol: `openai-compatible` becomes `endpoint` with `api`. */
  1: providerAsEndpoint,
};

export type UpgradeResult =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly reason: string };

export function upgradeToCurrent(document: Record<string, unknown>, fromVersion: number): UpgradeResult {
  let value = document;
  for (let version = fromVersion; version < SESSION_FORMAT_VERSION; version += 1) {
    const upgrade = UPGRADES[version];
    if (!upgrade) return { ok: false, reason: `No upgrade is known from format version ${version}.` };
    value = upgrade(value);
  }
  return { ok: true, value };
}

/**
 * A document inside another (a lesson's): upgraded when it is an older version this one can upgrade, left
 * as it is otherwise — the schema check that follows says what is wrong with it.
 */
export function upgradedIfOlder(document: unknown): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  const record = document as Record<string, unknown>;
  const version = record.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return document;
  if (version >= SESSION_FORMAT_VERSION) return document;
  const upgraded = upgradeToCurrent(record, version);
  return upgraded.ok ? upgraded.value : document;
}
