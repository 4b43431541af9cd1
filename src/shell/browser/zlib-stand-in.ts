// just-bash's browser bundle imports three things from node:zlib (for gzip/tar). Browsers have no node:zlib,
// so vite.config.ts aliases it here; fflate does the real work (see docs/decisions/0006-fflate.md).
import { gunzipSync as fflateGunzip, gzipSync as fflateGzip } from 'fflate';

export const constants = { Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION: -1 } as const;

type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

function toLevel(level: number | undefined): Level {
  if (level === undefined || level < 0 || level > 9) return 6;
  return Math.round(level) as Level;
}

export function gzipSync(data: Uint8Array, options?: { level?: number }): Uint8Array {
  return fflateGzip(data, { level: toLevel(options?.level) });
}

export function gunzipSync(data: Uint8Array): Uint8Array {
  return fflateGunzip(data);
}
