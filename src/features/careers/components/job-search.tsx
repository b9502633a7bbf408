import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useListFranchiseLocations } from '../../../api/generated/endpoints/careers/careers';
import { LOCATION_MULTISELECT_MAX_OPTIONS } from '../../../config/inputs';
import { Button } from '../../../ui/button/button';
import { LocationMap } from '../../../ui/location-map/location-map';
import { Multiselect } from '../../../ui/multiselect/multiselect';
import { placeOfValue, placesOf, placeValue, pointOfRow, pointsOfJobs } from '../job-places';
import { messages } from '../messages';
import { useJobSearch } from '../use-job-search';
import { JobResults } from './job-results';
import * as styles from './job-search.css';

/**
 * The job search by state and city (SPEC §1, §5): the towns come from the careers spreadsheet,
 * the openings from `searchJobs`. The map shows the franchises hiring in the chosen towns, or every
 * franchise location before a town is chosen.
 */
export function JobSearch() {
  const intl = useIntl();
  const headingId = useId();
  const rows = useListFranchiseLocations();
  const [selected, setSelected] = useState<string[]>([]);
  const places = useMemo(() => selected.map(placeOfValue), [selected]);
  const search = useJobSearch(places);

  const options = useMemo(
    () =>
      placesOf(rows.data ?? []).map((place) => ({
        value: placeValue(place),
        label: intl.formatMessage(messages.place, { city: place.city, state: place.state }),
      })),
    [rows.data, intl],
  );
  const points = (
    search.status === 'ready' ? pointsOfJobs(search.jobs) : (rows.data ?? []).map(pointOfRow)
  ).map(({ lat, lng }, index) => ({ id: index + 1, lat, lng }));

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.searchHeading)}
      </h2>
      {rows.isError ? (
        <div role="alert">
          <p>{intl.formatMessage(messages.placesFailed)}</p>
          <Button variant="secondary" onClick={() => void rows.refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : rows.isPending ? (
        <p role="status">{intl.formatMessage(messages.placesLoading)}</p>
      ) : (
        <Multiselect
          label={intl.formatMessage(messages.placesLabel)}
          hint={intl.formatMessage(messages.placesHint)}
          options={options}
          selected={selected}
          onSelectedChange={setSelected}
          maxOptions={LOCATION_MULTISELECT_MAX_OPTIONS}
        />
      )}
      <div className={styles.layout}>
        <JobResults
          search={search}
          placeLabels={places.map((place) => intl.formatMessage(messages.place, { ...place }))}
        />
        {rows.data && (
          <div className={styles.map}>
            <LocationMap points={points} focusZoom={10} />
          </div>
        )}
      </div>
    </section>
  );
}
