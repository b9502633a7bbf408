import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import statesTopologyUrl from 'us-atlas/states-10m.json?url';
import { fetchJson } from '../fetch-json';

/**
 * The offline basemap: US state outlines (us-atlas, from the Census Bureau's cartographic
 * boundaries) on a plain background. No glyphs, sprites or tiles, so it draws with no request to
 * another host. WebGL paints these colours itself and cannot read the theme's CSS variables: they
 * are the map's own quiet palette, chosen to sit under the brand-coloured markers.
 */
const PALETTE = {
  water: '#dfe7ec',
  land: '#fbf7f0',
  border: '#a59c8e',
} as const;

interface StatesTopology {
  type: 'Topology';
  objects: { states: object };
}

const isStatesTopology = (value: unknown): value is StatesTopology =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'Topology' &&
  typeof (value as { objects?: { states?: unknown } }).objects?.states === 'object';

/** The state outlines as GeoJSON, from the topology the build serves from this origin. */
export async function loadStateOutlines(url: string = statesTopologyUrl) {
  const { body } = await fetchJson(url);
  if (!isStatesTopology(body)) throw new Error(`${url} is not the us-atlas states topology.`);
  return feature(body, body.objects.states);
}

export function offlineStyle(states: Awaited<ReturnType<typeof loadStateOutlines>>): StyleSpecification {
  return {
    version: 8,
    sources: { states: { type: 'geojson', data: states } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': PALETTE.water } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': PALETTE.land } },
      {
        id: 'state-borders',
        type: 'line',
        source: 'states',
        paint: { 'line-color': PALETTE.border, 'line-width': 1 },
      },
    ],
  };
}
