import { toRouteQuery } from '../api/route-query';
import { eagerData, lazyData, type RouteQueries } from './route-data';
import { readRouteState } from './route-state';

const homeQueries: RouteQueries = () => [
  toRouteQuery({ queryKey: ['home'], queryFn: () => Promise.resolve('home') }),
];

describe('route data needs', () => {
  it('has the needs of the start code at hand, with no load', async () => {
    const data = eagerData(homeQueries);

    expect(data.loaded).toBe(homeQueries);
    expect(await data.load()).toBe(homeQueries);
  });

  it('loads lazy needs once, then has them at hand', async () => {
    const load = vi.fn(() => Promise.resolve({ careers: homeQueries }));
    const data = lazyData(load, 'careers');
    expect(data.loaded).toBeUndefined();

    const [first, second] = await Promise.all([data.load(), data.load()]);

    expect(first).toBe(homeQueries);
    expect(second).toBe(homeQueries);
    expect(data.loaded).toBe(homeQueries);
    expect(load).toHaveBeenCalledTimes(1);
    expect(data.loaded?.(readRouteState('/careers', '/careers', '')).map(({ queryKey }) => queryKey)).toEqual(
      [['home']],
    );
  });

  it('tries again on the next visit when its code failed to load', async () => {
    const load = vi
      .fn<() => Promise<{ careers: RouteQueries }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ careers: homeQueries });
    const data = lazyData(load, 'careers');

    await expect(data.load()).rejects.toThrow('offline');
    expect(data.loaded).toBeUndefined();
    expect(await data.load()).toBe(homeQueries);
  });
});
