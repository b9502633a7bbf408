import { STORAGE_KEYS } from '../config/client-state';
import { createPreferencesStore, selectIsCatering } from './preferences-store';

const start = Date.UTC(2026, 10, 1, 12);
const siteUrl = new URL('https://www.example.com/');

describe('preferences store', () => {
  beforeEach(() => localStorage.clear());

  it('starts in English on the default channel, as the web client', () => {
    expect(createPreferencesStore({ clock: () => start, initialUrl: siteUrl }).getState()).toMatchObject({
      language: 'en-US',
      channel: 'default',
      client: 'web',
      sandwichId: 425789,
    });
  });

  it('keeps the chosen language for the next visit, with no expiry', () => {
    createPreferencesStore({ clock: () => start, initialUrl: siteUrl })
      .getState()
      .setLanguage('es');

    const nextYear = start + 365 * 24 * 60 * 60 * 1000;
    expect(createPreferencesStore({ clock: () => nextYear, initialUrl: siteUrl }).getState().language).toBe(
      'es',
    );
  });

  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['en', 'en-US'],
    ['en-US', 'en-US'],
  ])('lets an initial ?lang=%s force %s over the stored language, and stores it', (lang, expected) => {
    createPreferencesStore({ clock: () => start, initialUrl: siteUrl })
      .getState()
      .setLanguage(expected === 'es' ? 'en-US' : 'es');

    const forced = createPreferencesStore({
      clock: () => start,
      initialUrl: new URL(`/?lang=${lang}`, siteUrl),
    });

    expect(forced.getState().language).toBe(expected);
    expect(createPreferencesStore({ clock: () => start, initialUrl: siteUrl }).getState().language).toBe(
      expected,
    );
  });

  it('ignores a ?lang= the site does not offer', () => {
    createPreferencesStore({ clock: () => start, initialUrl: siteUrl })
      .getState()
      .setLanguage('es');

    expect(
      createPreferencesStore({ clock: () => start, initialUrl: new URL('/?lang=fr', siteUrl) }).getState()
        .language,
    ).toBe('es');
  });

  it('starts on the catering channel on a catering host', () => {
    const state = createPreferencesStore({ initialUrl: new URL('https://catering.example.com/') }).getState();

    expect(state.channel).toBe('catering');
    expect(selectIsCatering(state)).toBe(true);
  });

  it('re-derives the channel on route change and never stores it', () => {
    const store = createPreferencesStore({ clock: () => start, initialUrl: siteUrl });
    store.getState().syncChannel(new URL('http://localhost:2001/menu'));

    expect(store.getState().channel).toBe('catering');
    expect(createPreferencesStore({ clock: () => start, initialUrl: siteUrl }).getState().channel).toBe(
      'default',
    );
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).not.toContain('catering');
  });

  it('keeps the same device id across visits', () => {
    const { deviceId } = createPreferencesStore({ initialUrl: siteUrl }).getState();

    expect(deviceId).toBeTruthy();
    expect(createPreferencesStore({ initialUrl: siteUrl }).getState().deviceId).toBe(deviceId);
  });

  it('reads a language stored in a short form by an older version as a supported locale', () => {
    localStorage.setItem(
      STORAGE_KEYS.preferences,
      JSON.stringify({ value: { state: { language: 'es-MX' }, version: 0 }, expires: null }),
    );

    expect(createPreferencesStore({ clock: () => start, initialUrl: siteUrl }).getState().language).toBe(
      'es',
    );
  });

  it.each([
    ['text that is not JSON', 'es'],
    [
      'a language the site does not offer',
      JSON.stringify({ value: { state: { language: 'fr' } }, expires: null }),
    ],
    ['a language that is not text', JSON.stringify({ value: { state: { language: 1 } }, expires: null })],
    ['the app state of another app', JSON.stringify({ theme: 'dark', language: 'es' })],
  ])('starts in English, without throwing, from %s', (_case, raw) => {
    localStorage.setItem(STORAGE_KEYS.preferences, raw);

    expect(createPreferencesStore({ clock: () => start, initialUrl: siteUrl }).getState().language).toBe(
      'en-US',
    );
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).toBeNull();
  });
});
