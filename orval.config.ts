import { defineConfig } from 'orval';
import { tagEachOperation, writeTagBarrels } from './scripts/lib/orval-operation-split.ts';
import {
  tagAndRecordEachOperation,
  writeZodBarrelsAndResponseTable,
} from './scripts/lib/orval-response-schemas.ts';

// The contract is split by tag and schema; the refs are our own files under openapi/.
const input = { target: './openapi/openapi.yaml', parserOptions: { externalRefs: { allow: ['*'] } } };
const generated = './src/api/generated';

export default defineConfig({
  // Typed React Query hooks per tag, through the project's axios instance, plus faker MSW fallbacks.
  // One module per operation, behind a barrel per tag (scripts/lib/orval-operation-split.ts).
  client: {
    input: { ...input, override: { transformer: tagEachOperation } },
    hooks: { afterAllFilesWrite: () => writeTagBarrels(`${generated}/endpoints`) },
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
  // One module per operation, so the HTTP client loads only the response schema of each call it makes
  // (scripts/lib/orval-response-schemas.ts writes the barrels and the table it looks them up in).
  zod: {
    input: { ...input, override: { transformer: tagAndRecordEachOperation } },
    hooks: { afterAllFilesWrite: () => writeZodBarrelsAndResponseTable(`${generated}/zod`) },
    output: {
      mode: 'tags-split',
      target: `${generated}/zod`,
      schemas: { path: `${generated}/zod/schemas`, type: 'zod' },
      client: 'zod',
      fileExtension: '.zod.ts',
      // The barrel re-exports clashing constants (e.g. orderTotals*Min from Order and OrderTotals); import per file.
      indexFiles: false,
      clean: true,
      formatter: 'prettier',
      // zod/mini, as the site's own schemas: a page that validates with a generated schema then
      // never pulls classic zod's methods (and the core code they need) into the start bundle.
      override: { zod: { variant: 'mini' } },
    },
  },
});
