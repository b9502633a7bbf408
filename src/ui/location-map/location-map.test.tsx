import { render, screen, waitFor } from '@testing-library/react';
import type { LocationMap as DrawnMap } from '../../lib/map/location-map';
import { LocationMap } from './location-map';

const drawn = { show: vi.fn(), resize: vi.fn(), destroy: vi.fn() } satisfies DrawnMap;
const createLocationMap = vi.fn(async (): Promise<DrawnMap> => drawn);
vi.mock('../../lib/map/location-map', () => ({ createLocationMap: () => createLocationMap() }));

// The map module is imported dynamically: under a busy test run that takes more than a second.
const settled = { timeout: 5_000 };

const uptown = { id: 1001, lat: 35.229, lng: -80.8419 };
const southEnd = { id: 1003, lat: 35.2081, lng: -80.8583 };

describe('LocationMap', () => {
  beforeEach(() => vi.stubGlobal('WebGLRenderingContext', function WebGLRenderingContext() {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('is hidden from assistive technology, and shows a marker per point with the selected one', async () => {
    const { rerender } = render(<LocationMap points={[uptown, southEnd]} selectedId={1001} focusZoom={11} />);
    const box = screen.getByTestId('location-map');
    expect(box).toHaveAttribute('aria-hidden', 'true');

    await waitFor(
      () =>
        expect(drawn.show).toHaveBeenLastCalledWith([uptown, southEnd], 1001, {
          focusZoom: 11,
          longitudeOffset: 0,
        }),
      settled,
    );
    expect(box).toHaveAttribute('data-map-state', 'ready');

    rerender(
      <LocationMap points={[uptown, southEnd]} selectedId={1003} focusZoom={11} longitudeOffset={-0.06} />,
    );
    expect(drawn.show).toHaveBeenLastCalledWith([uptown, southEnd], 1003, {
      focusZoom: 11,
      longitudeOffset: -0.06,
    });
  });

  it('does not redraw when given an equal list of points', async () => {
    const { rerender } = render(<LocationMap points={[uptown]} />);
    await waitFor(() => expect(drawn.show).toHaveBeenCalledTimes(1), settled);
    rerender(<LocationMap points={[{ ...uptown }]} />);
    expect(drawn.show).toHaveBeenCalledTimes(1);
  });

  it('removes the drawn map when it goes away', async () => {
    const { unmount } = render(<LocationMap points={[uptown]} />);
    await waitFor(() => expect(drawn.show).toHaveBeenCalled(), settled);
    unmount();
    expect(drawn.destroy).toHaveBeenCalled();
  });

  it('leaves no empty box when the map cannot be drawn', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createLocationMap.mockRejectedValueOnce(new Error('WebGL context lost'));
    render(<LocationMap points={[uptown]} />);
    await waitFor(() => expect(screen.queryByTestId('location-map')).not.toBeInTheDocument(), settled);
  });

  it('does not even download the map in a browser without WebGL', () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'WebGLRenderingContext');
    render(<LocationMap points={[uptown]} />);
    expect(screen.queryByTestId('location-map')).not.toBeInTheDocument();
    expect(createLocationMap).not.toHaveBeenCalled();
  });
});
