import { defineConfig } from 'orval';

const input = { target: './openapi/openapi.yaml' };
const generated = './src/api/generated';

export default defineConfig({
  // Typed React Query hooks per tag, through the project's axios instance, plus faker MSW fallbacks.
  client: {
    input,
    output: {
      mode: 'tags-split',
      target: `${generated}/endpoints`,
      schemas: `${generated}/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      formatter: 'prettier',
      mock: { indexMockFiles: true, generators: [{ type: 'msw', delay: false }] },
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'httpClient' },
      },
    },
  },
  // zod schemas: per operation (params, bodies, responses) and per component (used by the mock database).
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: `${generated}/zod`,
      schemas: { path: `${generated}/zod/schemas`, type: 'zod' },
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      formatter: 'prettier',
    },
  },
});
