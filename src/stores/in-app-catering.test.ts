import { COOKIE_NAMES, writeCookie } from '../lib/cookies';
import { isInAppCatering } from './in-app-catering';

describe('isInAppCatering (SPEC §1)', () => {
  afterEach(() => {
    document.cookie = `${COOKIE_NAMES.source}=; path=/; max-age=0`;
  });

  it('is on for catering with ?source=app, or with the cookie source=app', () => {
    expect(isInAppCatering('catering', '?source=app')).toBe(true);
    expect(isInAppCatering('catering', '')).toBe(false);
    writeCookie(COOKIE_NAMES.source, 'app');
    expect(isInAppCatering('catering', '')).toBe(true);
  });

  it('is off on the default channel, whatever the query or cookie', () => {
    writeCookie(COOKIE_NAMES.source, 'app');
    expect(isInAppCatering('default', 'source=app')).toBe(false);
  });
});
