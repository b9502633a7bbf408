import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';

async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  // eslint-disable-next-line import-x/no-restricted-paths -- dev/mock builds only; the branch is dropped from production bundles.
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

await startMockBackend();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Production builds only; a mock build keeps the scope for the mock backend's worker.
registerServiceWorker();
