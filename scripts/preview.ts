/**
 * `npm run preview`: serves the production build on 127.0.0.1 (`PORT`, default 4173) with `/api`
 * and the CMS (`/cms`) going to `MOCK_API_URL`, or, when that is not set, to a standalone mock
 * server started here on `MOCK_PORT` (default 9090) and stopped with the preview. `MOCK_NOW` pins
 * that server's clock (mocks/conformance/pin-clock-from-env.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

const start = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
  return child;
};

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer`);
}

if (!process.env.MOCK_API_URL) {
  const mockPort = process.env.MOCK_PORT ?? '9090';
  const pinClock = process.env.MOCK_NOW ? ['--import', './mocks/conformance/pin-clock-from-env.ts'] : [];
  start('npx', ['--no-install', 'tsx', ...pinClock, 'mocks/server.ts'], { MOCK_PORT: mockPort });
  await waitFor(`http://127.0.0.1:${mockPort}/__mock/scenarios`);
}
start('npx', ['--no-install', 'vite', 'preview', ...process.argv.slice(2)]);
