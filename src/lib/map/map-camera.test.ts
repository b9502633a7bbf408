import { cameraFor, MAX_FIT_ZOOM, UNITED_STATES_BOUNDS } from './map-camera';

const uptown = { id: 1001, lat: 35.229, lng: -80.8419 };
const ballantyne = { id: 1002, lat: 35.0552, lng: -80.8195 };
const centred = { focusZoom: 11, longitudeOffset: 0 };

describe('cameraFor', () => {
  it('centres the selected marker at the focus zoom', () => {
    expect(cameraFor([uptown, ballantyne], 1002, centred)).toEqual({
      kind: 'centre',
      center: [-80.8195, 35.0552],
      zoom: 11,
    });
  });

  it('shifts the centre by the longitude offset so the marker sits off centre', () => {
    const camera = cameraFor([uptown], 1001, { focusZoom: 11, longitudeOffset: -0.08 });
    expect(camera.kind === 'centre' && camera.center[0]).toBeCloseTo(-80.9219);
  });

  it('focuses a lone marker even when none is selected', () => {
    expect(cameraFor([uptown], undefined, centred)).toMatchObject({ kind: 'centre', zoom: 11 });
  });

  it('fits every marker when none is selected', () => {
    expect(cameraFor([uptown, ballantyne], undefined, centred)).toEqual({
      kind: 'bounds',
      bounds: [
        [-80.8419, 35.0552],
        [-80.8195, 35.229],
      ],
      maxZoom: MAX_FIT_ZOOM,
    });
  });

  it('shows the whole country while there is no marker', () => {
    expect(cameraFor([], undefined, centred)).toMatchObject({ kind: 'bounds', bounds: UNITED_STATES_BOUNDS });
  });
});
