import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from './scripts/lib/quiet-chromium-flags.ts';
import { noonInCharlotte } from './mocks/clock.ts';

const port = Number(process.env.E2E_PORT ?? 5190);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 9190);
const mockBuildPort = Number(process.env.E2E_MOCK_BUILD_PORT ?? 5191);
const mockBrowserSpec = /mock-browser\.spec\.ts/;
// Specs of one layout: the header from 1200 px (desktop project), the phone layout below it (mobile).
// Journeys whose screens the other specs already scan at 390 px also run on desktop only.
const desktopOnlySpec = /\.desktop\.spec\.ts/;
const mobileOnlySpec = /\.mobile\.spec\.ts/;
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
// The mock server's clock, fixed once in the runner: the workers inherit it, so a test that reads
// it (tests/e2e/support/mock-clock.ts) agrees with the server even when the run crosses midnight.
process.env.MOCK_NOW ??= noonInCharlotte();
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright itself runs
 * headless): the full browser's headless mode paints like a windowed one and costs the suite a fifth
 * more CPU. A run that opens a window (`--headed`, `--ui`, `--debug`) needs the full one.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const opensWindow =
  process.env.PWDEBUG !== undefined ||
  process.argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg));
const chromiumPath =
  process.env.E2E_CHROMIUM_PATH ??
  (!opensWindow && existsSync(HEADLESS_SHELL)
    ? HEADLESS_SHELL
    : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));
/** The build under test signs in with SSO at the mock backend's stand-in identity provider. */
const E2E_SSO_AUTHORIZE_URL = '/__mock/sso/authorize';
/**
 * Its card form is the mock server's stand-in payment provider: another origin (another port) than
 * the site's, as a real provider's is (tests/e2e/payment.spec.ts).
 */
const E2E_PAYMENT_FORM_URL = `http://127.0.0.1:${mockPort}/__mock/payments/form`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // At least two, with or without CI set: while one test waits on the page the other computes, and
  // Playwright's default (half the cores) leaves one of a 2-core machine's cores idle.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: 'list',
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the DOM before and after it, the network and
    // the console. Not the screencast: capturing and encoding every frame took 40 % of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: QUIET_CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [mockBrowserSpec, mobileOnlySpec], use: { ...devices['Desktop Chrome'] } },
    {
      name: 'mobile',
      testIgnore: [mockBrowserSpec, desktopOnlySpec],
      // Tests tagged ONE_VIEWPORT (tests/e2e/support/viewports.ts) repeat a layout covered already.
      grepInvert: /@one-viewport/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    // The developer's offline set-up: a mock build, where the browser worker is the backend.
    {
      name: 'mock-browser',
      testMatch: mockBrowserSpec,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${mockBuildPort}` },
      // Each cold load seeds the database in the page (about 1 s of zod validation of the seed) and
      // starts the worker: 4–5 s idle, over 10 s on a busy CI machine (the run of 6c4492c).
      expect: { timeout: 30_000 },
    },
  ],
  // Tests are user journeys: a whole order is a dozen page loads and some sixty steps, 15–32 s on
  // an idle 2-core machine with two workers. 30 s (the default) timed out three of them on a busy
  // CI machine (the run of 771d29a); a timeout is a hang detector here, never a speed assertion.
  // One step can take over 10 s there too: opening 'Are these details correct?' after Place order
  // (a save, a schema chunk and the dialog's render behind the other worker) missed 10 s twice.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // The production build, served by `vite preview`, with /api going to the standalone mock server
  // (one database per browser context, so parallel tests never share a cart).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The mock server's clock is pinned at noon today in Charlotte (mocks/clock.ts),
          // so that an ASAP order is never refused because the run happens at night.
          command: 'npx --no-install tsx --import ./mocks/conformance/pin-clock-from-env.ts mocks/server.ts',
          url: `http://127.0.0.1:${mockPort}/__mock/scenarios`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          env: { MOCK_PORT: String(mockPort), MOCK_NOW: process.env.MOCK_NOW },
        },
        {
          command: `npm run --silent build -- --logLevel warn && npx --no-install vite preview --port ${port} --strictPort`,
          url: baseURL,
          reuseExistingServer: !process.env.CI,
          timeout: 240_000,
          // Single sign-on goes to the mock server's stand-in identity provider (tests/e2e/sso.spec.ts).
          env: {
            MOCK_PORT: String(mockPort),
            VITE_SSO_AUTHORIZE_URL: E2E_SSO_AUTHORIZE_URL,
            VITE_PAYMENT_FORM_URL: E2E_PAYMENT_FORM_URL,
            // Canonical addresses and the sitemap name the address the tests visit.
            VITE_SITE_URL: baseURL,
          },
        },
        {
          command: `npx --no-install vite build --mode development --outDir dist-mock --logLevel warn && npx --no-install vite preview --outDir dist-mock --port ${mockBuildPort} --strictPort`,
          url: `http://127.0.0.1:${mockBuildPort}`,
          reuseExistingServer: !process.env.CI,
          timeout: 240_000,
          env: { VITE_MOCKS: 'true' },
        },
      ],
});
