import type { Location } from '../../../api/generated/model';
import { restaurantData } from './restaurant-data';

const UPTOWN: Location = {
  id: 1,
  name: 'Charlotte – Uptown',
  address: '200 S Tryon St',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  phone: '704-555-0100',
  lat: 35.2271,
  lng: -80.8431,
  menu_id: 100,
  hours: [
    { day: 0, open: null, close: null },
    { day: 1, open: '06:00', close: '22:00' },
    { day: 5, open: '06:00', close: '24:00' },
  ],
} as Location;

describe('a location as a Restaurant', () => {
  const data = restaurantData(UPTOWN) as unknown as Record<string, unknown> & {
    address: Record<string, unknown>;
    geo: Record<string, unknown>;
    openingHoursSpecification: Array<Record<string, unknown>>;
  };

  it('has every property search engines require or recommend for a restaurant', () => {
    expect(data['@type']).toBe('Restaurant');
    expect(data.name).toBe('Henhouse Charlotte – Uptown');
    expect(data.address).toMatchObject({
      streetAddress: '200 S Tryon St',
      addressLocality: 'Charlotte',
      addressRegion: 'NC',
      postalCode: '28202',
      addressCountry: 'US',
    });
    expect(data.geo).toMatchObject({ latitude: 35.2271, longitude: -80.8431 });
    expect(data.telephone).toBe('704-555-0100');
    expect(String(data.menu)).toMatch(/\/menu$/);
    expect(String(data.url)).toMatch(/\/order\?store=1$/);
  });

  it('gives the hours of the days it opens, closed days left out', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '06:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '06:00',
        closes: '23:59',
      },
    ]);
  });
});
