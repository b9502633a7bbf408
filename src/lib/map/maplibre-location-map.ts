import { Map as MaplibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { glLocationMap, type LocationMap } from './gl-location-map';
import { loadStylesheet } from './load-stylesheet';
import { UNITED_STATES_BOUNDS } from './map-camera';
import { loadStateOutlines, offlineStyle } from './offline-style';
import { whenLoaded } from './when-loaded';

/** The offline map: maplibre-gl with the local style; every request it makes goes to this origin. */
export async function createMaplibreLocationMap(container: HTMLElement): Promise<LocationMap> {
  // The worker is bundled by Vite and served from this origin (the CSP allows 'self' workers).
  setWorkerUrl(workerUrl);
  const [states] = await Promise.all([loadStateOutlines(), loadStylesheet(stylesheetUrl)]);
  const map = new MaplibreMap({
    container,
    style: offlineStyle(states),
    bounds: UNITED_STATES_BOUNDS,
    // Decorative: the list beside it is how people choose, so the map takes no focus and no gestures.
    interactive: false,
    // The basemap is our own public-domain outline data: there is nobody to credit.
    attributionControl: false,
  });
  await whenLoaded(map);
  return glLocationMap(map, (element, at) => new Marker({ element }).setLngLat(at).addTo(map));
}
