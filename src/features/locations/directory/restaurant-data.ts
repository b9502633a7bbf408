import type { DayOfWeek, OpeningHoursSpecification, Restaurant, WithContext } from 'schema-dts';
import type { Location } from '../../../api/generated/model';
import { ORGANIZATION } from '../../../config/organization';
import { paths } from '../../../config/paths';
import { siteUrlOf } from '../../../config/site-url';

const DAYS: readonly DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

/** The days the location opens, each with its hours; a closed day is left out, as schema.org asks. */
function openingHours(location: Location): OpeningHoursSpecification[] {
  if (location.open_24_hours) {
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: [...DAYS], opens: '00:00', closes: '23:59' }];
  }
  return (location.hours ?? []).flatMap(({ day, open, close }) => {
    const dayOfWeek = DAYS[day];
    if (!dayOfWeek || !open || !close) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek,
        opens: open,
        closes: close === '24:00' ? '23:59' : close,
      },
    ];
  });
}

/** A location as a Restaurant: where it is, when it opens, how to call it and where to order. */
export const restaurantData = (location: Location): WithContext<Restaurant> => ({
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: `${ORGANIZATION.name} ${location.name}`,
  address: {
    '@type': 'PostalAddress',
    streetAddress: location.address,
    addressLocality: location.city,
    addressRegion: location.state,
    postalCode: location.zip,
    addressCountry: 'US',
  },
  geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng },
  ...(location.phone && { telephone: location.phone }),
  openingHoursSpecification: openingHours(location),
  servesCuisine: 'Fried chicken',
  menu: siteUrlOf(paths.menu.href()),
  url: siteUrlOf(`${paths.order.href()}?${new URLSearchParams({ store: String(location.id) }).toString()}`),
});
