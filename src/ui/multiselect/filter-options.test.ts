import { filterOptions } from './filter-options';

const places = ['Charlotte, NC', 'Charleston, SC', 'San José, CA', 'Raleigh, NC'].map((label) => ({
  value: label,
  label,
}));

describe('filterOptions', () => {
  it('keeps the options whose label contains the typed text, in any case and without accents', () => {
    expect(filterOptions(places, 'CHARL', 20).shown.map((option) => option.label)).toEqual([
      'Charlotte, NC',
      'Charleston, SC',
    ]);
    expect(filterOptions(places, 'jose', 20).shown.map((option) => option.label)).toEqual(['San José, CA']);
  });

  it('shows at most the limit but counts every match', () => {
    expect(filterOptions(places, '', 3)).toMatchObject({ matching: 4 });
    expect(filterOptions(places, '', 3).shown).toHaveLength(3);
  });

  it('finds nothing for text no label contains', () => {
    expect(filterOptions(places, 'Springfield', 20)).toEqual({ shown: [], matching: 0 });
  });
});
