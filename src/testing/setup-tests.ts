import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { mockBackend, server } from '../../mocks/node';

// findBy… and waitFor wait for the mock backend's answers and React's deferred renders: 1 s (the
// default) is not always enough while the suite's workers share 2 cores: a fresh-clone CI run timed
// out there (checkout's "Are these details correct?" dialog, at a395680). A ceiling, not a speed claim.
configure({ asyncUtilTimeout: 5000 });

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

// jsdom has no modal dialogs: stand in for the browser's showModal/close (node-environment files have
// no DOM at all).
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
