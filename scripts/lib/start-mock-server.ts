import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const MOCK_START_TIMEOUT_MS = 60_000;

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface StartedMock {
  baseUrl: string;
  /** The server's own process (node with the tsx loader), e.g. to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * How to ask the server whether it answers: inside a test file whose in-process msw answers
   * `fetch`, a fetch that bypasses it.
   */
  fetch?: (url: string) => Promise<Response>;
}

/**
 * Starts `mocks/server.ts` on a free port in its own process group and waits until it answers.
 * `clock` pins its clock (`MOCK_NOW`); `'real'` keeps the real time.
 */
export async function startMockServer(
  clock: string,
  { fetch: ask = fetch }: StartOptions = {},
): Promise<StartedMock> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const preload = clock === 'real' ? [] : ['--import', './mocks/conformance/pin-clock-from-env.ts'];
  const env = { ...process.env, MOCK_PORT: String(port), ...(clock === 'real' ? {} : { MOCK_NOW: clock }) };
  // node itself (the Node that runs this script) with tsx as a loader: the child is the server.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...preload, 'mocks/server.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => !exited && child.pid && process.kill(-child.pid, 'SIGKILL'), 5000);
    await once(child, 'exit');
    clearTimeout(timer);
  };

  const deadline = Date.now() + MOCK_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited || child.pid === undefined) throw new Error('The mock server exited before it answered.');
    try {
      if ((await ask(`${baseUrl}/__mock/scenarios`)).ok) return { baseUrl, pid: child.pid, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`The mock server did not answer within ${MOCK_START_TIMEOUT_MS / 1000} s.`);
}
