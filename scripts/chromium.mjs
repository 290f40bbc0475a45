// Debian's Chromium, never a downloaded browser, for the browser tests and the benchmarks. These
// flags keep it off the closed network (without them it retries Google's hosts at every start).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
