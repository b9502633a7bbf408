/** Where the map looks, worked out from the markers alone (no map library needed, so it is tested). */

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
}

export interface MapView {
  /** Zoom level when a point is focused (SPEC §2: the location dialog uses 11). */
  focusZoom: number;
  /**
   * Degrees added to the focused point's longitude for the map's centre, so that the marker sits
   * off centre (SPEC §2: the location dialog on desktop). 0 keeps the marker in the middle.
   */
  longitudeOffset: number;
}

export type LngLat = [lng: number, lat: number];

export type Camera =
  | { kind: 'centre'; center: LngLat; zoom: number }
  | { kind: 'bounds'; bounds: [LngLat, LngLat]; maxZoom: number };

/** The contiguous United States, shown while there is no marker yet. */
export const UNITED_STATES_BOUNDS: [LngLat, LngLat] = [
  [-124.8, 24.4],
  [-66.9, 49.4],
];

/** Fitting several markers never zooms in further than this (two restaurants on one street). */
export const MAX_FIT_ZOOM = 13;

/**
 * The focused marker centred (shifted by the view's longitude offset) at the focus zoom; otherwise
 * every marker in view, or the whole country when there is none.
 */
export function cameraFor(
  points: readonly MapPoint[],
  selectedId: number | undefined,
  view: MapView,
): Camera {
  const selected =
    points.find((point) => point.id === selectedId) ?? (points.length === 1 ? points[0] : undefined);
  if (selected) {
    return {
      kind: 'centre',
      center: [selected.lng + view.longitudeOffset, selected.lat],
      zoom: view.focusZoom,
    };
  }
  if (points.length === 0) return { kind: 'bounds', bounds: UNITED_STATES_BOUNDS, maxZoom: MAX_FIT_ZOOM };
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  return {
    kind: 'bounds',
    bounds: [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ],
    maxZoom: MAX_FIT_ZOOM,
  };
}
