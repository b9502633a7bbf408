import { isAllowedMethod, listenHostProblem, parseMockClock } from './request-guards';

describe('the mock server’s request guards', () => {
  it('reads an ISO instant as the mock clock and refuses one past what its dates can hold', () => {
    expect(parseMockClock(undefined)).toBeUndefined();
    expect(parseMockClock('2026-02-16T17:00:00Z')).toEqual(new Date('2026-02-16T17:00:00Z'));
    for (const clock of [
      '9999-12-31T23:59:59Z',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      'now',
      '',
    ]) {
      expect(parseMockClock(clock)).toBe('invalid');
    }
  });

  it('allows only the methods an API uses', () => {
    expect(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'].every(isAllowedMethod)).toBe(true);
    expect(['TRACE', 'TRACK', 'CONNECT', 'FOO', undefined].some(isAllowedMethod)).toBe(false);
  });

  it('listens on loopback only, unless another address is asked for explicitly', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) {
      expect(listenHostProblem(host, undefined)).toBeUndefined();
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'example.com']) {
      expect(listenHostProblem(host, undefined)).toMatch(/MOCK_ALLOW_REMOTE=1/);
      expect(listenHostProblem(host, '1')).toBeUndefined();
    }
  });
});
