import { cameraFor, type LngLat, type MapPoint, type MapView } from './map-camera';
import * as styles from './location-map.css';

/** What the site asks of a drawn map, whichever library draws it. */
export interface LocationMap {
  /** One marker per point, the selected one highlighted, and the camera on them (see `cameraFor`). */
  show(points: readonly MapPoint[], selectedId: number | undefined, view: MapView): void;
  /** The container changed size (a dialog opened, the window turned). */
  resize(): void;
  destroy(): void;
}

/** The part of a maplibre-gl or mapbox-gl map this adapter uses; both libraries have it. */
export interface GlMap {
  jumpTo(options: { center: LngLat; zoom: number }): unknown;
  fitBounds(
    bounds: [LngLat, LngLat],
    options: { padding: number; maxZoom: number; animate: boolean },
  ): unknown;
  resize(): unknown;
  remove(): void;
}

/** Puts a marker element on the map at a point; the library's own Marker does it. */
export type AddMarker = (element: HTMLElement, at: LngLat) => { remove(): unknown };

/** Room kept around fitted markers, in pixels, so none sits on the map's edge. */
const FIT_PADDING = 40;

/**
 * The site's map on top of either library. Cameras jump rather than fly: the map follows the list
 * (which is where people, and assistive technology, choose) and motion would add nothing.
 */
export function glLocationMap(map: GlMap, addMarker: AddMarker): LocationMap {
  let markers: { remove(): unknown }[] = [];

  return {
    show(points, selectedId, view) {
      for (const marker of markers) marker.remove();
      markers = points.map((point) => {
        const element = document.createElement('span');
        element.className = styles.marker;
        element.dataset.selected = String(point.id === selectedId);
        element.dataset.locationId = String(point.id);
        return addMarker(element, [point.lng, point.lat]);
      });
      const camera = cameraFor(points, selectedId, view);
      if (camera.kind === 'centre') map.jumpTo({ center: camera.center, zoom: camera.zoom });
      else map.fitBounds(camera.bounds, { padding: FIT_PADDING, maxZoom: camera.maxZoom, animate: false });
    },
    resize: () => void map.resize(),
    destroy() {
      for (const marker of markers) marker.remove();
      markers = [];
      map.remove();
    },
  };
}
