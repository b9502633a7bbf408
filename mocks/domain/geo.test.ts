import { distanceMiles, geocodeAddress, resolvePlace, roundMiles, stateCode } from './geo';

const charlotte = { lat: 35.2271, lng: -80.8431 };
const newOrleans = { lat: 29.9511, lng: -90.0715 };

describe('geo', () => {
  it('measures great-circle distances in miles', () => {
    expect(distanceMiles(charlotte, charlotte)).toBe(0);
    // LAX to JFK is about 2,475 miles on the ellipsoid; a sphere is within 0.5 % of that.
    const lax = { lat: 33.9425, lng: -118.4081 };
    const jfk = { lat: 40.6398, lng: -73.7789 };
    expect(Math.abs(distanceMiles(lax, jfk) - 2475)).toBeLessThan(2475 * 0.005);
    expect(roundMiles(distanceMiles(charlotte, newOrleans))).toBe(
      roundMiles(distanceMiles(newOrleans, charlotte)),
    );
  });

  it('resolves a zip, a street address ending in a zip, City, ST, a city alone and a state', () => {
    expect(resolvePlace('28202')).toEqual({ lat: 35.229, lng: -80.8419 });
    expect(resolvePlace('300 S Tryon St, Charlotte, NC 28202')).toEqual({ lat: 35.229, lng: -80.8419 });
    expect(resolvePlace('Charlotte, NC')).toEqual(resolvePlace('charlotte nc'));
    expect(resolvePlace('Charlotte')).toEqual(resolvePlace('Charlotte, North Carolina'));
    expect(resolvePlace('Louisiana')).toMatchObject({ state: 'LA' });
    expect(resolvePlace('Atlantis')).toBeUndefined();
    expect(resolvePlace('99999')).toBeUndefined();
  });

  it('knows state codes and full names', () => {
    expect(stateCode('la')).toBe('LA');
    expect(stateCode('North Carolina')).toBe('NC');
    expect(stateCode('ZZ')).toBeUndefined();
  });

  it('geocodes a delivery address by its coordinates, else its zip, else its city and state', () => {
    expect(geocodeAddress({ lat: 1, lng: 2, zip: '28202', city: 'Charlotte' })).toEqual({ lat: 1, lng: 2 });
    expect(geocodeAddress({ lat: null, lng: null, zip: '28202', city: 'x' })).toEqual({
      lat: 35.229,
      lng: -80.8419,
    });
    expect(geocodeAddress({ zip: '00000', city: 'Charlotte', state: 'NC' })).toEqual(
      resolvePlace('Charlotte, NC'),
    );
    expect(geocodeAddress({ zip: '00000', city: 'Charlotte' })).toBeUndefined();
  });
});
