import { configuredMapboxToken, mapEngineFor } from './map-engine';

describe('mapEngineFor', () => {
  it('draws with mapbox-gl when a Mapbox token is configured', () => {
    expect(mapEngineFor('pk.test-token')).toBe('mapbox');
  });

  it('draws offline with maplibre-gl without a token', () => {
    expect(mapEngineFor(undefined)).toBe('maplibre');
  });
});

describe('configuredMapboxToken', () => {
  it('reads a configured token without surrounding blanks', () => {
    expect(configuredMapboxToken(' pk.abc ')).toBe('pk.abc');
  });

  it('treats a missing or blank token as none, so the offline map is used', () => {
    expect(configuredMapboxToken(undefined)).toBeUndefined();
    expect(configuredMapboxToken('   ')).toBeUndefined();
  });
});
