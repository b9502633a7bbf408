import { parseLocationQuery } from './location-query';

describe('parseLocationQuery', () => {
  it('reads a 5-digit zip', () => {
    expect(parseLocationQuery(' 28202 ')).toEqual({ kind: 'zip', q: '28202' });
  });
  it.each([
    ['Charlotte, NC', 'Charlotte, NC'],
    ['charlotte nc', 'charlotte, NC'],
    ['Winston-Salem,  nc', 'Winston-Salem, NC'],
    ['St. Augustine, FL', 'St. Augustine, FL'],
  ])('reads %j as the city and state %j', (input, q) => {
    expect(parseLocationQuery(input)).toEqual({ kind: 'city-state', q });
  });
  it('refuses an empty query and other shapes', () => {
    expect(parseLocationQuery('   ')).toEqual({ kind: 'invalid', reason: 'empty' });
    expect(parseLocationQuery('2820')).toEqual({ kind: 'invalid', reason: 'format' });
    expect(parseLocationQuery('282021')).toEqual({ kind: 'invalid', reason: 'format' });
    expect(parseLocationQuery('Charlotte')).toEqual({ kind: 'invalid', reason: 'format' });
  });
});
