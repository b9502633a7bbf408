import mapboxgl from 'mapbox-gl';
import stylesheetUrl from 'mapbox-gl/dist/mapbox-gl.css?url';
import { glLocationMap, type LocationMap } from './gl-location-map';
import { loadStylesheet } from './load-stylesheet';
import { UNITED_STATES_BOUNDS } from './map-camera';
import { MAPBOX_STREETS_STYLE } from './map-engine';
import { whenLoaded } from './when-loaded';

/** The map with a Mapbox token: mapbox-gl and Mapbox's streets style (its attribution stays on). */
export async function createMapboxLocationMap(
  container: HTMLElement,
  accessToken: string,
): Promise<LocationMap> {
  await loadStylesheet(stylesheetUrl);
  const map = new mapboxgl.Map({
    container,
    accessToken,
    style: MAPBOX_STREETS_STYLE,
    bounds: UNITED_STATES_BOUNDS,
    // Decorative: the list beside it is how people choose, so the map takes no focus and no gestures.
    interactive: false,
  });
  await whenLoaded(map);
  return glLocationMap(map, (element, at) => new mapboxgl.Marker({ element }).setLngLat(at).addTo(map));
}
