import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compileMessages } from '../lib/compile-messages.ts';
import { inlineDefaultMessageAsts } from './inline-default-messages.ts';

/** The app imports `virtual:compiled-messages/<locale>` and gets `src/i18n/messages/<locale>.json` as ASTs. */
export const COMPILED_MESSAGES_PREFIX = 'virtual:compiled-messages/';
const RESOLVED_PREFIX = `\0${COMPILED_MESSAGES_PREFIX}`;
export const MESSAGES_DIR = resolve(import.meta.dirname, '../../src/i18n/messages');

const messagesFile = (locale: string) => join(MESSAGES_DIR, `${locale}.json`);

/**
 * Messages reach the browser pre-compiled (ICU ASTs, what `formatjs compile --ast` writes), compiled
 * from the source files whenever Vite builds, serves or tests, so the output can never lag behind
 * the JSON that engineers edit. Because no message is parsed in the browser, the production build
 * swaps react-intl's ICU parser for its `no-parser` entry (about 7 KB brotli less).
 */
export function precompiledMessages(): Plugin[] {
  return [
    inlineDefaultMessageAsts(),
    {
      name: 'precompiled-messages',
      // Filters keep the bundler from calling these hooks for every other module.
      resolveId: {
        filter: { id: /^virtual:compiled-messages\// },
        handler(id) {
          const locale = id.slice(COMPILED_MESSAGES_PREFIX.length);
          // Only a plain file name: the locale comes from code, but a path must never escape the folder.
          if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(locale)) return null;
          return `${RESOLVED_PREFIX}${locale}`;
        },
      },
      load: {
        filter: { id: /^\0virtual:compiled-messages\// },
        async handler(id) {
          const file = messagesFile(id.slice(RESOLVED_PREFIX.length));
          this.addWatchFile(file);
          const source: unknown = JSON.parse(await readFile(file, 'utf8'));
          const compiled = compileMessages(source, file);
          // A JSON string parses faster than the same object literal, and keeps the module small.
          return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
        },
      },
      // A changed messages file reloads the page in the dev server: the messages already shown
      // live in React state, which a hot update of the module would keep.
      hotUpdate({ file }) {
        if (!file.startsWith(MESSAGES_DIR)) return;
        const locale = file.slice(MESSAGES_DIR.length + 1).replace(/\.json$/, '');
        const compiled = this.environment.moduleGraph.getModuleById(`${RESOLVED_PREFIX}${locale}`);
        if (!compiled) return;
        this.environment.moduleGraph.invalidateModule(compiled);
        this.environment.hot.send({ type: 'full-reload' });
        return [];
      },
    },
    {
      name: 'precompiled-messages:drop-icu-parser',
      apply: 'build',
      config: () => ({
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      }),
    },
  ];
}
