import type { LocationMap } from './gl-location-map';
import { configuredMapboxToken, mapEngineFor } from './map-engine';

export type { LocationMap } from './gl-location-map';
export type { MapPoint, MapView } from './map-camera';

/**
 * The site's map module, imported lazily (only the locations page, the location dialog and the
 * careers page load it). Each library is a further chunk of its own, so a build without a Mapbox
 * token never downloads mapbox-gl, and one with a token never downloads maplibre-gl.
 */
export async function createLocationMap(
  container: HTMLElement,
  token: string | undefined = configuredMapboxToken(),
): Promise<LocationMap> {
  if (mapEngineFor(token) === 'mapbox' && token) {
    const { createMapboxLocationMap } = await import('./mapbox-location-map');
    return createMapboxLocationMap(container, token);
  }
  const { createMaplibreLocationMap } = await import('./maplibre-location-map');
  return createMaplibreLocationMap(container);
}
