// topojson-client ships no types; this declares the one function the offline map calls.
declare module 'topojson-client' {
  import type { FeatureCollection } from 'geojson';

  /** The GeoJSON of one object of a TopoJSON topology (a GeometryCollection gives a FeatureCollection). */
  export function feature(topology: object, object: object): FeatureCollection;
}
