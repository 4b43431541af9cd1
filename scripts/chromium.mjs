// Finds the Chromium that Playwright drives: CHROMIUM_PATH, else Debian's /usr/bin/chromium. On a fresh
// Debian-like machine, as root, it installs Debian's chromium (Playwright cannot download browsers here).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const DEBIAN_PATH = '/usr/bin/chromium';

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  return undefined;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium with apt-get (about a minute) ...");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei',
      {
        stdio: 'inherit',
      },
    );
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Chromium not found: install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
