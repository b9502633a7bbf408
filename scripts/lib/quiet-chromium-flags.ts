/**
 * Quiet, offline Chromium flags (STACK-NOTES): no background traffic to hosts this machine cannot
 * reach. Shared by Playwright and the Lighthouse budget, which launch the same system Chromium.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
