import { useIntl } from 'react-intl';
import { useListLocations } from '../../../api/generated/endpoints/locations/locations';
import type { SelectOption } from '../../../ui/select/select';

/**
 * Every location as a choice, by state, then city, then name. Empty while loading or when the list
 * fails: the restaurant is an optional detail of a form, never a reason it cannot be sent.
 */
export function useLocationOptions(): SelectOption[] {
  const { locale } = useIntl();
  const { data } = useListLocations();
  if (!data) return [];
  return [...data]
    .sort(
      (a, b) =>
        a.state.localeCompare(b.state, locale) ||
        a.city.localeCompare(b.city, locale) ||
        a.name.localeCompare(b.name, locale),
    )
    .map((location) => ({
      value: String(location.id),
      label: `${location.name} (${location.city}, ${location.state})`,
    }));
}
