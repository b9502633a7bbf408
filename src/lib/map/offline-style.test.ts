import { http, HttpResponse } from 'msw';
import statesTopology from 'us-atlas/states-10m.json';
import { server } from '../../../mocks/node';
import { loadStateOutlines, offlineStyle } from './offline-style';

const TOPOLOGY_URL = 'http://localhost/assets/states-10m.json';

describe('the offline basemap', () => {
  it('turns the us-atlas topology into one outline per state', async () => {
    server.use(http.get(TOPOLOGY_URL, () => HttpResponse.json(statesTopology)));
    const states = await loadStateOutlines(TOPOLOGY_URL);
    const names = states.features.map((state) => state.properties?.name);
    expect(names).toContain('North Carolina');
    expect(names).toContain('Tennessee');
    expect(states.features.every((state) => state.geometry.type.endsWith('Polygon'))).toBe(true);
  });

  it('refuses a document that is not the states topology', async () => {
    server.use(http.get(TOPOLOGY_URL, () => HttpResponse.json({ type: 'FeatureCollection', features: [] })));
    await expect(loadStateOutlines(TOPOLOGY_URL)).rejects.toThrow('not the us-atlas states topology');
  });

  it('draws from its own data only: no tiles, glyphs, sprites or any other address', () => {
    const style = offlineStyle({ type: 'FeatureCollection', features: [] });
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(JSON.stringify(style)).not.toMatch(/https?:|mapbox:/);
    expect(style.layers.map((layer) => layer.id)).toEqual(['water', 'land', 'state-borders']);
  });
});
