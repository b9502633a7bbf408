import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { excludeMockWorker } from './scripts/vite/exclude-mock-worker.ts';
import { precompiledMessages } from './scripts/vite/precompiled-messages.ts';
import { securityHeaders } from './src/config/security-headers.ts';

/** Where `vite preview` sends API calls: the standalone mock server unless told otherwise. */
const mockApiUrl = process.env.MOCK_API_URL ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 9090}`;

const FRAMEWORK_MODULES =
  /node_modules[\\/](?:react|react-dom|scheduler|@tanstack|axios|react-intl|@formatjs|intl-messageformat|wouter|regexparam|zustand|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), excludeMockWorker(), precompiledMessages()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 4173),
    // The headless CMS (VITE_CMS_URL, by default `/cms/v2`) is served by the mock server too.
    proxy: { '/api': { target: mockApiUrl }, '/cms': { target: mockApiUrl } },
    headers: securityHeaders({ allowInlineStyles: process.env.VITE_MOCKS === 'true' }),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One stylesheet for the whole site (about 20 KB, 4 KB gzip): the first page waits on one
    // request instead of one per chunk, and later pages never wait for CSS.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page starts with, in one long-cached chunk: one request, and it
          // compresses about 2.5 KB (brotli) smaller than the same code spread over several chunks.
          // Only libraries the entry needs anyway: a library that lazy pages alone use stays with them.
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
        },
      },
    },
  },
});
