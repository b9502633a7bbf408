import type { Plugin } from 'vite';

/**
 * What the dev server and `vite preview` add for the mock backend: the session cookie on the first
 * request, the stand-in payment provider and the scenario index. They serve requests and change
 * no output, so a build never loads them, nor the mock code they import.
 */
export async function mockServerPlugins(): Promise<Plugin[]> {
  const [{ mockSessionCookie }, { mockPaymentProvider }, { mockScenarioIndex }] = await Promise.all([
    import('./mock-session-cookie.ts'),
    import('./mock-payment-provider.ts'),
    import('./mock-scenario-index.ts'),
  ]);
  return [mockSessionCookie(), mockPaymentProvider(), mockScenarioIndex()];
}
