import { langOfText } from './text-lang';

describe('langOfText', () => {
  it('marks an English text on a Spanish page as English', () => {
    expect(langOfText('en', 'es')).toBe('en');
  });

  it('leaves a text in the page language unmarked, whatever its region', () => {
    expect(langOfText('es', 'es')).toBeUndefined();
    expect(langOfText('en', 'en-US')).toBeUndefined();
    expect(langOfText('EN-gb', 'en-US')).toBeUndefined();
  });

  it('leaves a text unmarked when the server did not say its language (it is the one asked for)', () => {
    expect(langOfText(undefined, 'es')).toBeUndefined();
  });
});
