// @vitest-environment node
import { parse } from '@formatjs/icu-messageformat-parser';
import { inlineDefaultMessages } from './inline-default-messages.ts';

describe('inlineDefaultMessages', () => {
  it("replaces each descriptor's defaultMessage by its ICU AST and drops its description", () => {
    const code = [
      "import { defineMessages } from 'react-intl';",
      'export const messages = defineMessages({',
      "  count: { id: 'cart.count', defaultMessage: '{count, plural, one {# item} other {# items}}', description: 'For translators' },",
      '});',
    ].join('\n');
    const { code: output } = inlineDefaultMessages(code, 'messages.ts');
    const compiled = /defaultMessage: (\[.*\])\s*\}/s.exec(output)?.[1] ?? '';
    expect(JSON.parse(JSON.stringify(new Function(`return ${compiled}`)()))).toEqual(
      parse('{count, plural, one {# item} other {# items}}'),
    );
    expect(output).not.toContain('For translators');
  });

  it('fails on a message that is not valid ICU', () => {
    expect(() =>
      inlineDefaultMessages("defineMessage({ id: 'broken.one', defaultMessage: 'Hi {name' });", 'bad.tsx'),
    ).toThrow();
  });
});
