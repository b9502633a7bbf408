import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { JobResult as Job } from '../../../api/generated/model';
import { langOfText } from '../../../i18n/text-lang';
import { isSafeRedirect } from '../../../lib/safe-redirect';
import { Link } from '../../../ui/link/link';
import { messages } from '../messages';
import * as styles from './job-search.css';

/** The server names position types in English; the known ones are shown in the page's language. */
const POSITION_TYPES = new Map<string, typeof messages.fullTime | typeof messages.partTime>([
  ['Full-time', messages.fullTime],
  ['Part-time', messages.partTime],
]);

/** One opening: its title, the kinds of position, the restaurant's address and where to learn more. */
export function JobResult({ job }: { job: Job }) {
  const intl = useIntl();
  const titleId = useId();
  const positions = job.positions.map((type) => {
    const known = POSITION_TYPES.get(type);
    return known ? intl.formatMessage(known) : type;
  });
  const { value: street, city, state } = job.location;
  return (
    <article className={styles.result} aria-labelledby={titleId}>
      {/* The jobs service writes titles in English only: marked so on a page in another language. */}
      <h3 id={titleId} className={styles.resultTitle} lang={langOfText('en', intl.locale)}>
        {job.title}
      </h3>
      {positions.length > 0 && <p className={styles.positions}>{intl.formatList(positions)}</p>}
      <address className={styles.address}>
        {street}
        <br />
        {intl.formatMessage(messages.place, { city, state })}
      </address>
      {/* Only a page of this site: the address comes from the server and is followed as is. */}
      {job.apply_url && isSafeRedirect(job.apply_url) && (
        <Link href={job.apply_url} aria-describedby={titleId}>
          {intl.formatMessage(messages.aboutPosition)}
        </Link>
      )}
    </article>
  );
}
