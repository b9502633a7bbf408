/**
 * Which map library draws the maps. With a Mapbox access token configured at build time the site
 * uses mapbox-gl and Mapbox's streets style; without one it draws offline with maplibre-gl and a
 * local style (state outlines and the markers), so nothing is requested from another host.
 */
export type MapEngine = 'mapbox' | 'maplibre';

/** Mapbox's streets style, used only with a token. */
export const MAPBOX_STREETS_STYLE = 'mapbox://styles/mapbox/streets-v12';

/** The token the build was given (`VITE_MAPBOX_TOKEN`), or undefined when none or a blank one. */
export function configuredMapboxToken(
  configured: string | undefined = import.meta.env.VITE_MAPBOX_TOKEN,
): string | undefined {
  const token = configured?.trim();
  return token ? token : undefined;
}

export function mapEngineFor(token: string | undefined): MapEngine {
  return token ? 'mapbox' : 'maplibre';
}
