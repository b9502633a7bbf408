import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';

/** Layers import one way: ui/lib/api/i18n/config -> stores -> ordering -> features -> app. Features never import each other. */
const layerZones = [
  { target: './src/ui', from: ['./src/features', './src/app'] },
  { target: './src/lib', from: ['./src/features', './src/app'] },
  { target: './src/api', from: ['./src/features', './src/app', './src/ui'] },
  { target: './src/i18n', from: ['./src/features', './src/app'] },
  { target: './src/config', from: ['./src/features', './src/app', './src/ui', './src/api', './src/stores'] },
  // Shared client state (zustand): below features, above lib/config.
  { target: './src/stores', from: ['./src/features', './src/app', './src/ui', './src/api'] },
  { target: './src/ui', from: ['./src/stores'] },
  { target: './src/lib', from: ['./src/stores'] },
  { target: './src/api', from: ['./src/stores'] },
  { target: './src/features', from: ['./src/app'] },
  // The current order and location as the ordering features share them: hooks over the generated
  // client and the stores. Above stores and api, below features.
  { target: './src/ordering', from: ['./src/features', './src/app'] },
  { target: './src/stores', from: ['./src/ordering'] },
  { target: './src/api', from: ['./src/ordering'] },
  { target: './src/ui', from: ['./src/ordering'] },
  { target: './src/lib', from: ['./src/ordering'] },
  { target: './src/config', from: ['./src/ordering'] },
  { target: './src/i18n', from: ['./src/ordering'] },
];

/** Mock code never reaches the production bundle: only tests and the dev-only mock start-up may import it. */
const mockZone = { target: './src', from: ['./mocks'] };
/** The mock backend knows the contract and the site's configuration, never the site's code. */
const mocksZone = {
  target: './mocks',
  from: './src',
  except: ['./api/generated', './config'],
  message: 'The mock backend may import only src/api/generated and src/config.',
};
const testFiles = ['**/*.test.{ts,tsx}', 'src/testing/**'];

/** Each feature may import only itself among features. */
const featuresDir = new URL('./src/features', import.meta.url);
const featureNames = (existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-prerender',
      '.lighthouseci',
      'coverage',
      'node_modules',
      'src/api/generated',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, mockZone, mocksZone] },
      ],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render content through the safe content renderer instead.',
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }] },
  },
  {
    // Features reach the server only through the generated hooks.
    files: ['src/features/**', 'src/app/**', 'src/ui/**', 'src/ordering/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Use the generated hooks in src/api/generated.' }],
        },
      ],
    },
  },
);
