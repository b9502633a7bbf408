import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { messages } from '../messages';
import type { JobSearchState } from '../use-job-search';
import { JobResult } from './job-result';
import * as styles from './job-search.css';

export interface JobResultsProps {
  search: JobSearchState;
  /** The chosen towns as shown, e.g. "Raleigh, NC", to say where nothing was found. */
  placeLabels: readonly string[];
}

/**
 * The openings in the chosen towns. One status line says what the search is doing and how many it
 * found (or that it found none), so people using a screen reader hear each change.
 */
export function JobResults({ search, placeLabels }: JobResultsProps) {
  const intl = useIntl();
  const jobs = search.status === 'ready' ? search.jobs : [];
  const status = (() => {
    if (search.status === 'pending') return intl.formatMessage(messages.searching);
    if (search.status !== 'ready') return '';
    if (jobs.length === 0) {
      return intl.formatMessage(messages.noJobs, {
        places: intl.formatList(placeLabels, { type: 'disjunction' }),
      });
    }
    return intl.formatMessage(messages.resultCount, { count: jobs.length });
  })();

  return (
    <div className={styles.results}>
      {search.status === 'idle' && (
        <p className={styles.prompt}>{intl.formatMessage(messages.choosePlace)}</p>
      )}
      <p role="status" className={jobs.length === 0 ? styles.emptyStatus : styles.count}>
        {status}
      </p>
      {search.status === 'error' && (
        <div role="alert">
          <p>{intl.formatMessage(messages.searchFailed)}</p>
          <Button variant="secondary" onClick={search.retry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      )}
      {jobs.length > 0 && (
        <ul className={styles.resultList} aria-label={intl.formatMessage(messages.resultsLabel)}>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobResult job={job} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
