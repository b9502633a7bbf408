import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import {
  headersFile,
  matchesHeaderPattern,
  parseHeadersFile,
  securityHeaders,
  staticHostHeaderRules,
  type BuildEnv,
  type HeaderRule,
} from '../../src/config/security-headers.ts';

/**
 * The `_headers` file of a build with these settings (`import.meta.env` of the build): what the
 * plugin writes, and what the Observatory-rules test scores.
 */
export function buildHeadersFile(env: BuildEnv): string {
  const mockBuild = env.VITE_MOCKS === 'true';
  return headersFile(staticHostHeaderRules(securityHeaders(env, { allowInlineStyles: mockBuild })));
}

/** Sets the headers of every rule whose pattern matches the request's path, as a static host does. */
const serveRules =
  (rules: readonly HeaderRule[]): Connect.NextHandleFunction =>
  (request, response, next) => {
    const { pathname } = new URL(request.url ?? '/', 'http://preview');
    for (const rule of rules) {
      if (!matchesHeaderPattern(rule.pattern, pathname)) continue;
      for (const [name, value] of Object.entries(rule.headers)) response.setHeader(name, value);
    }
    next();
  };

/**
 * Writes `dist/_headers` from the build's own settings, so the CSP admits exactly the origins this
 * build uses, and makes `vite preview` send what that file says (the e2e tests and the budget then
 * meet the deployed headers). A mock build's preview gets its headers from mockPaymentProvider(),
 * which knows the port its stand-in payment provider is framed from.
 */
export function staticHostHeaders(): Plugin {
  let env: BuildEnv = {};
  return {
    name: 'static-host-headers',
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: buildHeadersFile(env) });
    },
    configurePreviewServer(server) {
      if (process.env.VITE_MOCKS === 'true') return;
      const { root, build } = server.config;
      const file = resolve(root, build.outDir, '_headers');
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw new Error(`${file} is missing: run \`npm run build\` before \`vite preview\`.`);
      }
      server.middlewares.use(serveRules(parseHeadersFile(text)));
    },
  };
}
