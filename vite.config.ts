import { resolve } from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { axiosWithoutFetchAdapter } from './scripts/vite/axios-without-fetch-adapter.ts';
import { excludeMockWorker } from './scripts/vite/exclude-mock-worker.ts';
import { precompiledMessages } from './scripts/vite/precompiled-messages.ts';
import { precompressedAssets } from './scripts/vite/precompressed-assets.ts';
import { mockServerPlugins } from './scripts/vite/mock-server-plugins.ts';
import { appServiceWorker } from './scripts/vite/app-service-worker.ts';
import { staticHostHeaders } from './scripts/vite/static-host-headers.ts';
import { staticHostPages } from './scripts/vite/static-host-pages.ts';
import { lazyChunkNamer } from './scripts/vite/lazy-chunk-group.ts';
import { HOME_PAGE_MODULE } from './scripts/lib/budget/start-scripts.ts';

/** Where `vite preview` sends API calls: the standalone mock server unless told otherwise. */
const mockApiUrl = process.env.MOCK_API_URL ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 9090}`;

/** A build that carries the mock backend in its service worker (VITE_MOCKS=true). */
const mockBuild = process.env.VITE_MOCKS === 'true';

/** The page's entry: index.html and the module it starts (src/main.tsx). */
const ENTRY_MODULE = /[\\/](?:index\.html|src[\\/]main\.tsx)$/;

/** The page most visits start on. */
const HOME_PAGE = resolve(import.meta.dirname, HOME_PAGE_MODULE);

const GENERATED_ENDPOINT = /src[\\/]api[\\/]generated[\\/]endpoints[\\/]/;

/**
 * The plugins that shape what the browser receives; the prerender's server build needs none of them.
 * The mock server's come before the static host's pages, which answer without passing a request on.
 */
const browserPlugins = (mockServer: Plugin[]) => [
  // The browser uses axios's XMLHttpRequest adapter: its fetch adapter stays out of the bundle.
  axiosWithoutFetchAdapter(),
  excludeMockWorker(),
  ...mockServer,
  // dist/_headers from this build's settings; preview sends what it says.
  staticHostHeaders(),
  // Prerendered pages, the shell and the 404 page, as the static host's _redirects say.
  staticHostPages(),
  // Scripts and styles go brotli-compressed, as the production host sends them.
  precompressedAssets(),
  appServiceWorker(),
];

export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    precompiledMessages(),
    // The dev server and preview (`serve`) answer for the mock backend; a build and the tests do not.
    ...(isSsrBuild
      ? []
      : browserPlugins(command === 'serve' && mode !== 'test' ? await mockServerPlugins() : [])),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 4173),
    // The headless CMS (VITE_CMS_URL, by default `/cms/v2`) is served by the mock server too, and
    // so is the stand-in identity provider that single sign-on goes to (VITE_SSO_AUTHORIZE_URL).
    proxy: {
      '/api': { target: mockApiUrl },
      '/cms': { target: mockApiUrl },
      // The mock server answers the same site data files as dist/_data, and breaks them on request
      // (scenario site-data-broken) so QA and e2e see the built-in copy take over. A mock build
      // has no mock server: its worker serves the files.
      // Its scenario index (`/__mock/`) and links, and its stand-in identity provider, too: a
      // mock build serves its own index (scripts/vite/mock-scenario-index.ts).
      ...(mockBuild ? {} : { '/_data': { target: mockApiUrl }, '/__mock': { target: mockApiUrl } }),
      '/__mock/sso': { target: mockApiUrl },
    },
  },
  build: {
    target: 'es2022',
    // No source maps: the deployed site publishes no map of its sources, and nothing here reads them.
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the JavaScript budget reads (.size-limit.ts).
    manifest: true,
    // One stylesheet for the whole site (about 20 KB, 4 KB gzip): the first page waits on one
    // request instead of one per chunk, and later pages never wait for CSS.
    cssCodeSplit: false,
    rolldownOptions: {
      // The generated client has no side effects: a page then pulls in only the operations it
      // calls, not every module its tag's barrel re-exports (scripts/lib/orval-operation-split.ts).
      treeshake: { moduleSideEffects: (id) => !GENERATED_ENDPOINT.test(id) },
      output: {
        codeSplitting: {
          // Everything the first page loads ('$initial': the entry's static imports) in two chunks:
          // the libraries, which change rarely and stay cached, and our own code. Left to itself,
          // rolldown cut that code into about 20 small chunks shared with the lazily loaded pages,
          // which compressed 5.5 KB (brotli) worse and cost 20 requests. Code that only lazily
          // loaded pages use keeps its own chunks. The entry module stays in a chunk of its own:
          // it awaits the mock backend at the top level (mock builds), and a chunk imported while
          // it waits must not import the entry's own chunk, or the two wait for each other.
          groups: [
            { name: 'framework', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', test: (id) => !ENTRY_MODULE.test(id), tags: ['$initial'], priority: 1 },
            // What lazily loaded pages share: a chunk per feature and per layer instead of ~150 tiny
            // ones (scripts/vite/lazy-chunk-group.ts). Without their dependencies: a group takes
            // only its own folder's modules, so that no group swallows another's.
            { name: lazyChunkNamer(HOME_PAGE), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
