import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LocationMap as DrawnMap, MapPoint } from '../../lib/map/location-map';
import * as styles from './location-map.css';

export interface LocationMapProps {
  /** One marker each. */
  points: readonly MapPoint[];
  /** The highlighted marker, which the map centres on. */
  selectedId?: number;
  /** Zoom when centred on a marker. */
  focusZoom?: number;
  /** Degrees added to the centre's longitude so the marker sits off centre (the dialog on desktop). */
  longitudeOffset?: number;
}

const neverChanges = () => () => undefined;

/** Browsers without WebGL cannot draw the map; they are spared downloading it. */
const canDrawMaps = (): boolean => typeof window !== 'undefined' && 'WebGLRenderingContext' in window;

/**
 * A map of places beside the list that names them (restaurants on /locations and in the location
 * dialog, hiring franchises on /careers), loaded only when shown (the map library is a lazy chunk).
 * It is decorative for assistive technology: the list says everything the map shows and is where
 * choosing happens, so the map is hidden from the accessibility tree and takes no focus. When it
 * cannot be drawn, the box simply disappears.
 */
export function LocationMap({ points, selectedId, focusZoom = 12, longitudeOffset = 0 }: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<DrawnMap | null>(null);
  // A prerendered page's HTML has the map's box, and so has hydration; the browser's answer follows.
  const drawable = useSyncExternalStore(neverChanges, canDrawMaps, () => true);
  const [loadFailed, setLoadFailed] = useState(false);
  const failed = loadFailed || !drawable;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || failed) return;
    let cancelled = false;
    let drawn: DrawnMap | undefined;
    import('../../lib/map/location-map')
      .then(({ createLocationMap }) => createLocationMap(container))
      .then((created) => {
        drawn = created;
        if (cancelled) created.destroy();
        else setMap(created);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('The map could not be drawn; the list still has every location.', error);
        setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      drawn?.destroy();
    };
    // The map is created once per mount; markers and camera follow in the effect below.
  }, [failed]);

  // Markers are compared by value: callers may build a new array on every render.
  const pointsKey = JSON.stringify(points);
  useEffect(() => {
    map?.show(JSON.parse(pointsKey) as MapPoint[], selectedId, { focusZoom, longitudeOffset });
  }, [map, pointsKey, selectedId, focusZoom, longitudeOffset]);

  if (failed) return null;
  return (
    <div
      ref={containerRef}
      aria-hidden="true"
      className={styles.root}
      data-testid="location-map"
      data-map-state={map ? 'ready' : 'loading'}
    />
  );
}
