/**
 * The system Chromium the browser tests and the frame benchmark run (browsers are never downloaded): its path
 * (`CHROMIUM_PATH`, else Debian's /usr/bin/chromium) and the switches that keep it quiet and offline.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
