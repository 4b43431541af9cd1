// One upgrade function per past format version, applied in order, so every old document keeps loading. The
// fixtures under fixtures/v<N>/ prove it for each version. Version 1 is the first: nothing to upgrade yet.
import { SESSION_FORMAT_VERSION } from './session-document';

type Upgrade = (document: Record<string, unknown>) => Record<string, unknown>;

/** `UPGRADES[n]` turns a version-n document into version n+1. */
const UPGRADES: Readonly<Record<number, Upgrade>> = {};

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
