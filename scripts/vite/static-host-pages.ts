import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

export interface RedirectRule {
  path: RegExp;
  /** `name=:name` conditions on the query, as `[name, placeholder]`. */
  query: Array<[string, string]>;
  to: string;
  status: number;
}

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/\*$/, '(?:/.*)?')
      .replace(/:([a-z]+)/gi, '(?<$1>[^/]+)')}/?$`,
    'i',
  );

/** Reads a `_redirects` file (the static host's syntax: `from [name=:name] to status`). */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 3 && !fields[0]?.startsWith('#'))
    .map((fields) => {
      const [from = '', ...rest] = fields;
      const status = Number(rest.at(-1));
      const to = rest.at(-2) ?? '';
      const query = rest.slice(0, -2).map((condition) => condition.split('=') as [string, string]);
      return { path: patternOf(from), query, to, status };
    });
}

/** The file and status the host answers `url` with, by the rules in order; undefined for none. */
export function resolveRedirect(
  rules: readonly RedirectRule[],
  url: URL,
): { file: string; status: number } | undefined {
  for (const rule of rules) {
    const match = rule.path.exec(url.pathname);
    if (!match) continue;
    const values: Record<string, string> = { ...match.groups };
    let applies = true;
    for (const [name, placeholder] of rule.query) {
      const value = url.searchParams.get(name);
      if (value === null) applies = false;
      else values[placeholder.replace(/^:/, '')] = encodeURIComponent(value);
    }
    if (!applies) continue;
    return {
      file: rule.to.replace(/:([a-z]+)/gi, (_, name: string) => values[name] ?? ''),
      status: rule.status,
    };
  }
  return undefined;
}

/** Addresses that are not pages: files, and what the preview's proxy sends to the mock server. */
const NOT_A_PAGE = /^\/(?:api|cms|_data|__mock|assets)\/|\.[a-z0-9]+$/i;

/**
 * Makes `vite preview` answer page addresses as the static host does: a prerendered page's own
 * file (`/about` → `about/index.html`), else the first `_redirects` rule that matches (the shell for
 * visitor-dependent pages, the 404 page with status 404 for anything else).
 */
export function staticHostPages(): Plugin {
  return {
    name: 'static-host-pages',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const redirects = join(dist, '_redirects');
      if (!existsSync(redirects)) return;
      const rules = parseRedirects(readFileSync(redirects, 'utf8'));
      const send = (response: Parameters<Connect.NextHandleFunction>[1], file: string, status: number) => {
        response.statusCode = status;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(readFileSync(file));
      };
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://preview');
        if (NOT_A_PAGE.test(url.pathname)) return next();
        const redirect = resolveRedirect(rules, url);
        const own = join(dist, url.pathname, 'index.html');
        const queryFile = redirect && redirect.status === 200 ? join(dist, redirect.file) : undefined;
        if (queryFile && url.search && existsSync(queryFile) && !queryFile.endsWith('app-shell.html')) {
          return send(response, queryFile, 200);
        }
        if (existsSync(own)) return send(response, own, 200);
        if (redirect && existsSync(join(dist, redirect.file)))
          return send(response, join(dist, redirect.file), redirect.status);
        return next();
      });
    },
  };
}
