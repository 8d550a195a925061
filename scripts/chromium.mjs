// Finds Debian's Chromium for the end-to-end tests, installing it where that is possible.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info('Installing Chromium for the end-to-end tests (apt-get install -y chromium)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  throw new Error(
    `Chromium was not found at ${CHROMIUM}. Install it (Debian/Ubuntu: "sudo apt-get install -y chromium") or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
}
