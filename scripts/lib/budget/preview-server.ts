import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface RunningPreview {
  origin: string;
  stop: () => void;
}

/**
 * `npm run preview` (the built site and its own mock API) on free ports, as its own process group
 * so that stopping it also stops the mock server and `vite preview` it started.
 */
export async function startPreview(dist: string): Promise<RunningPreview> {
  const [port, mockPort] = [await freePort(), await freePort()];
  // Without MOCK_API_URL, preview starts its own mock API (on MOCK_PORT) and proxies /api to it.
  const { MOCK_API_URL: _ignored, ...env } = process.env;
  const child = spawn('node', ['scripts/preview.ts', '--outDir', dist, '--strictPort'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), MOCK_PORT: String(mockPort) },
  });
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  // Stopped with this process too, even when it is interrupted: the group would outlive it.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(1);
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(origin, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
