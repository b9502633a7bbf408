import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { excludeMockWorker } from './scripts/vite/exclude-mock-worker.ts';
import { securityHeaders } from './src/config/security-headers.ts';

/** Where `vite preview` sends API calls: the standalone mock server unless told otherwise. */
const mockApiUrl = process.env.MOCK_API_URL ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 9090}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), excludeMockWorker()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 4173),
    proxy: { '/api': { target: mockApiUrl } },
    headers: securityHeaders({ allowInlineStyles: process.env.VITE_MOCKS === 'true' }),
  },
  build: { target: 'es2022', sourcemap: true },
});
