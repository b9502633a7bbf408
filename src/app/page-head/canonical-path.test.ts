import { canonicalPath } from './use-page-head';

describe('canonicalPath', () => {
  it('keeps the query that names the page: a position, an expansion market', () => {
    expect(canonicalPath('/positions/info', 'id=cook&lang=es')).toBe('/positions/info?id=cook');
    expect(canonicalPath('/expansion-menu/items/bo-rounds', 'market=nashville-the-gulch')).toBe(
      '/expansion-menu/items/bo-rounds?market=nashville-the-gulch',
    );
  });

  it('drops a query that only changes the view: language, scenario, search state', () => {
    expect(canonicalPath('/about', 'lang=es&scenario=slow')).toBe('/about');
    expect(canonicalPath('/locations', '')).toBe('/locations');
  });
});
