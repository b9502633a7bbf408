// @vitest-environment node
import { parse } from '@formatjs/icu-messageformat-parser';
import { inlineDefaultMessages } from './inline-default-messages.ts';

describe('inlineDefaultMessages', () => {
  it("replaces each descriptor's defaultMessage by its ICU AST and leaves everything else alone", () => {
    const code = [
      'const messages = defineMessages({',
      "  title: { id: 'home.title', defaultMessage: 'Order fried chicken online' },",
      '  count: {',
      "    id: 'cart.count',",
      '    defaultMessage: `{count, plural, one {# item} other {# items}}`,',
      "    description: 'kept',",
      '  },',
      '});',
      "const notADescriptor = { defaultMessage: 'no id, untouched' };",
    ].join('\n');
    const output = inlineDefaultMessages(code, 'messages.ts')?.toString();
    expect(output).toContain(
      `{ id: 'home.title', defaultMessage: ${JSON.stringify(parse('Order fried chicken online'))} }`,
    );
    expect(output).toContain(
      `defaultMessage: ${JSON.stringify(parse('{count, plural, one {# item} other {# items}}'))},`,
    );
    expect(output).toContain("description: 'kept'");
    expect(output).toContain("{ defaultMessage: 'no id, untouched' }");
  });

  it('gives nothing back for a module without descriptors', () => {
    expect(inlineDefaultMessages('export const answer = 42;', 'plain.ts')).toBeUndefined();
  });

  it('names the file and the message when a message is not valid ICU', () => {
    expect(() =>
      inlineDefaultMessages("defineMessage({ id: 'broken.one', defaultMessage: 'Hi {name' });", 'bad.tsx'),
    ).toThrow(/bad\.tsx: message 'broken\.one' is not valid ICU/);
  });
});
