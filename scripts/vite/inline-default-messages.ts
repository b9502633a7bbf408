import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const propertyName = (property: ts.ObjectLiteralElementLike): string | undefined =>
  ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/**
 * Replaces, in one module's source, every message descriptor's `defaultMessage: '…'` (an object
 * literal with an `id` too) by the message pre-compiled to its ICU AST. Returns undefined when the
 * module has none. Throws, naming the file and the message id, when a message is not valid ICU.
 */
export function inlineDefaultMessages(code: string, file: string): MagicString | undefined {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const output = new MagicString(code);
  let changed = false;
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const id = node.properties.find((property) => propertyName(property) === 'id');
      const defaultMessage = node.properties.find((property) => propertyName(property) === 'defaultMessage');
      if (
        id &&
        defaultMessage &&
        ts.isPropertyAssignment(defaultMessage) &&
        ts.isStringLiteralLike(defaultMessage.initializer)
      ) {
        const text = defaultMessage.initializer.text;
        const idText = ts.isPropertyAssignment(id) ? id.initializer.getText(source) : '?';
        let ast: ReturnType<typeof parse>;
        try {
          ast = parse(text);
        } catch (error) {
          throw new Error(`${file}: message ${idText} is not valid ICU: ${String(error)}`, { cause: error });
        }
        output.overwrite(
          defaultMessage.initializer.getStart(source),
          defaultMessage.initializer.getEnd(),
          JSON.stringify(ast),
        );
        changed = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? output : undefined;
}

/**
 * English, the default language, ships inside the code that shows it: each module's message
 * descriptors carry their `defaultMessage` pre-compiled (what babel-plugin-formatjs does with
 * `ast: true`), so react-intl formats English without a catalog and without its parser, and every
 * lazily loaded page brings its own copy instead of the first page loading the whole site's
 * (`src/i18n/load-messages.ts`). Other languages load as compiled catalogs.
 */
export function inlineDefaultMessageAsts(): Plugin {
  return {
    name: 'precompiled-messages:inline-default-messages',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /[\\/]src[\\/].*\.tsx?$/, exclude: /\.test\.tsx?$/ }, code: 'defaultMessage' },
      handler(code, id) {
        const output = inlineDefaultMessages(code, id);
        if (!output) return null;
        return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) };
      },
    },
  };
}
