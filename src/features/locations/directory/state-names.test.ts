import { describe, expect, it } from 'vitest';
import { stateNamesOf } from './state-names';

describe('stateNamesOf (the locations site data file)', () => {
  const file = {
    slug: 'locations' as const,
    entries: [
      { state: 'NC', name: 'North Carolina', name__i18n__es: 'Carolina del Norte' },
      { state: 'SC', name: 'South Carolina' },
      { state: '', name: 'No code' },
      { name: 'No state' },
    ],
  };

  it('names each state by its code in the language shown, English where no translation is given', () => {
    expect(stateNamesOf(file, 'es')).toEqual(
      new Map([
        ['NC', 'Carolina del Norte'],
        ['SC', 'South Carolina'],
      ]),
    );
    expect(stateNamesOf(file, 'en-US').get('NC')).toBe('North Carolina');
  });

  it('names nothing while the file loads or when it is broken, so the codes show', () => {
    expect(stateNamesOf(undefined, 'en-US').size).toBe(0);
    expect(stateNamesOf(null, 'en-US').size).toBe(0);
  });
});
