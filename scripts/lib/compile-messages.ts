import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Compiles a `simple`-format messages file (`{ id: "ICU message" }`) to ICU ASTs, the same output as
 * `formatjs compile --ast --format simple` (src/i18n/compiled-messages.test.ts holds the two equal).
 * Throws, naming the file and the message id, when a message is not valid ICU.
 */
export function compileMessages(source: unknown, file: string): CompiledMessages {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) {
    throw new Error(`${file}: expected an object of message id to ICU message text`);
  }
  const compiled: CompiledMessages = {};
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not text`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU: ${String(error)}`, { cause: error });
    }
  }
  return compiled;
}
