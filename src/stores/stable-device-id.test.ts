import { readStableDeviceId } from './stable-device-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('stable device id', () => {
  beforeEach(() => localStorage.clear());

  it('mints an id once and gives the same one on every later visit', () => {
    const first = readStableDeviceId(localStorage);

    expect(first).toMatch(uuid);
    expect(readStableDeviceId(localStorage)).toBe(first);
    expect(localStorage.getItem('device-id')).toBe(first);
  });

  it.each([
    ['a value from another app', '{"device":"tv"}'],
    ['a string too short to be an id', 'x'],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('replaces %s with a new id', (_case, stored) => {
    localStorage.setItem('device-id', stored);

    const id = readStableDeviceId(localStorage);
    expect(id).toMatch(uuid);
    expect(localStorage.getItem('device-id')).toBe(id);
  });

  it('gives a per-page id when the browser offers no storage', () => {
    expect(readStableDeviceId(null)).toMatch(uuid);
  });
});
