// The flags every Chromium we launch gets (the e2e tests through playwright.config.ts, the benchmarks through
// bench/): headless without a sandbox or GPU (containers have neither), and none of Chromium's own background
// traffic (updates, sync, QUIC probes), so what a test or a benchmark sees on the network is the app's.
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
