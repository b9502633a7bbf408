import { faker } from '@faker-js/faker';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mock backend in the browser, for `npm run dev`: every API call is answered by the service worker. */
export async function startMockWorker(): Promise<void> {
  faker.seed(2026);
  const worker = setupWorker(...handlers);
  await worker.start({
    // Pages, scripts and images are real files; only API calls are mocked.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}
