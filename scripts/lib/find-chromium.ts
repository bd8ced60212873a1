import { existsSync } from 'node:fs';

/** The system Chromium (Debian's package); no browser is ever downloaded. */
export function findChromium(): string | null {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path!)) ?? null;
}

/** What `npm test` says when no browser is found: how to get one, and how to run the rest without it. */
export const NO_CHROMIUM_MESSAGE = [
  'No Chromium found: the browser journeys (e2e/) cannot run.',
  '  Get one: Debian/Ubuntu `sudo apt-get install chromium`, Fedora `sudo dnf install chromium`,',
  '  macOS `brew install --cask chromium`; or point CHROMIUM_PATH at any Chromium or Chrome binary.',
  '  Everything else without the browser journeys: `SKIP_BROWSER=1 npm test` (CI always requires them).',
];
