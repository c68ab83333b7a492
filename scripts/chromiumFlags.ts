// The headless Chromium flags every browser run here uses (e2e, benchmarks): no GPU, no QUIC, no background traffic.
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
