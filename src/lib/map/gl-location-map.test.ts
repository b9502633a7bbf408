import { glLocationMap, type GlMap } from './gl-location-map';

function fakeMap() {
  const calls: string[] = [];
  const map: GlMap = {
    jumpTo: ({ center, zoom }) => calls.push(`jumpTo ${center.join(',')} z${zoom}`),
    fitBounds: (bounds, { maxZoom }) => calls.push(`fitBounds ${bounds.flat().join(',')} max${maxZoom}`),
    resize: () => calls.push('resize'),
    remove: () => calls.push('remove'),
  };
  const placed = new Set<HTMLElement>();
  const addMarker = (element: HTMLElement) => {
    placed.add(element);
    return { remove: () => placed.delete(element) };
  };
  return { map, calls, placed, addMarker };
}

const points = [
  { id: 1001, lat: 35.229, lng: -80.8419 },
  { id: 1003, lat: 35.2081, lng: -80.8583 },
];
const view = { focusZoom: 11, longitudeOffset: 0 };

describe('glLocationMap', () => {
  it('puts one marker per point and marks the selected one', () => {
    const { map, placed, addMarker, calls } = fakeMap();
    glLocationMap(map, addMarker).show(points, 1003, view);

    expect([...placed].map((marker) => [marker.dataset.locationId, marker.dataset.selected])).toEqual([
      ['1001', 'false'],
      ['1003', 'true'],
    ]);
    expect(calls).toEqual(['jumpTo -80.8583,35.2081 z11']);
  });

  it('replaces the markers on every change, and fits them all when none is selected', () => {
    const { map, placed, addMarker, calls } = fakeMap();
    const locationMap = glLocationMap(map, addMarker);
    locationMap.show(points, 1001, view);
    locationMap.show(points, undefined, view);

    expect(placed.size).toBe(2);
    expect(calls.at(-1)).toBe('fitBounds -80.8583,35.2081,-80.8419,35.229 max13');
  });

  it('takes its markers and the map away when destroyed', () => {
    const { map, placed, addMarker, calls } = fakeMap();
    const locationMap = glLocationMap(map, addMarker);
    locationMap.show(points, undefined, view);
    locationMap.destroy();

    expect(placed.size).toBe(0);
    expect(calls.at(-1)).toBe('remove');
  });
});
