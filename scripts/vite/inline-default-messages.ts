import { transform } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * One module's source with every message descriptor's `defaultMessage` pre-compiled to its ICU AST
 * and its `description` (for translators only) dropped, by formatjs's own TypeScript transformer
 * (what babel-plugin-formatjs runs with `ast: true`), without a Babel pass in the build.
 * Throws when a message is not valid ICU.
 */
export function inlineDefaultMessages(code: string, file: string): { code: string; map: string | null } {
  const output = ts.transpileModule(code, {
    fileName: file,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      sourceMap: true,
      verbatimModuleSyntax: true,
    },
    transformers: { before: [transform({ ast: true, preserveWhitespace: true })] },
  });
  return { code: output.outputText, map: output.sourceMapText ?? null };
}

/**
 * English, the default language, ships inside the code that shows it: each module's message
 * descriptors carry their `defaultMessage` pre-compiled, so react-intl formats English without a
 * catalog and without its parser, and every lazily loaded page brings its own copy instead of the
 * first page loading the whole site's (`src/i18n/load-messages.ts`). Other languages load as
 * compiled catalogs.
 */
export function inlineDefaultMessageAsts(): Plugin {
  return {
    name: 'precompiled-messages:inline-default-messages',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /[\\/]src[\\/].*\.tsx?$/, exclude: /\.test\.tsx?$/ }, code: 'defaultMessage' },
      handler: (code, id) => inlineDefaultMessages(code, id),
    },
  };
}
