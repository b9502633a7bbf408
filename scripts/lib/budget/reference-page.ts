import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The smallest page that scores in every Lighthouse category: a heading and a paragraph, no script,
 * no style sheet, nothing to fetch (the icon is inline, so no request for `/favicon.ico` fails).
 */
export const REFERENCE_PAGE_HTML = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A page with nothing to run, for comparison." />
    <link rel="icon" href="data:," />
    <title>Reference page</title>
  </head>
  <body>
    <main>
      <h1>Reference page</h1>
      <p>Hand-breaded chicken, made-from-scratch biscuits and sides.</p>
    </main>
  </body>
</html>
`;

const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

export interface RunningReferencePage {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Serves `REFERENCE_PAGE_HTML` at `/` (and a robots.txt) on 127.0.0.1 with `headers` on every answer.
 * Scored by Lighthouse with the site's own security headers, it gives the floor the budget's pages
 * are measured against on this machine: what the browser spends on any page before a line of the
 * site's code runs.
 */
export async function startReferencePage(headers: Record<string, string>): Promise<RunningReferencePage> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const [status, type, body] =
      path === '/'
        ? [200, 'text/html; charset=utf-8', REFERENCE_PAGE_HTML]
        : path === '/robots.txt'
          ? [200, 'text/plain; charset=utf-8', ROBOTS_TXT]
          : [404, 'text/plain; charset=utf-8', 'Not found\n'];
    response.writeHead(status, { ...headers, 'Content-Type': type, 'Cache-Control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
