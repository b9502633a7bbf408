import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { mockBackend, server } from '../../mocks/node';

// Every request a test makes must be answered by a handler: an unhandled one fails the test.
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await mockBackend.reset();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockBackend.useScenario();
});
afterAll(() => server.close());
