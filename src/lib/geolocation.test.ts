import { currentPosition, GeolocationError } from './geolocation';

function fakeGeolocation(outcome: { coords: { latitude: number; longitude: number } } | { code: number }) {
  return {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('coords' in outcome) success(outcome as unknown as GeolocationPosition);
      else failure?.(outcome as GeolocationPositionError);
    },
  } as unknown as Geolocation;
}

describe('currentPosition', () => {
  it('resolves with latitude and longitude', async () => {
    await expect(
      currentPosition(fakeGeolocation({ coords: { latitude: 35.2, longitude: -80.8 } })),
    ).resolves.toEqual({
      lat: 35.2,
      lng: -80.8,
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('rejects error code %i as %s', async (code, reason) => {
    await expect(currentPosition(fakeGeolocation({ code }))).rejects.toMatchObject({ reason });
  });

  it('rejects as unsupported without the geolocation API', async () => {
    await expect(currentPosition(undefined)).rejects.toBeInstanceOf(GeolocationError);
    await expect(currentPosition(undefined)).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
