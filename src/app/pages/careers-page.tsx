import { useId } from 'react';
import { useIntl } from 'react-intl';
import { JobSearch } from '../../features/careers/components/job-search';
import { messages as careersMessages } from '../../features/careers/messages';
import { PositionList } from '../../features/content/jobs/components/position-list';
import { PositionsLoadState } from '../../features/content/jobs/components/positions-load-state';
import { usePositions } from '../../features/content/jobs/job-stories';
import { messages as positionsMessages } from '../../features/content/jobs/messages';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './careers-page.css';

/**
 * SPEC §2 /careers: the job search by state and city with its map, then the job pages of the
 * content service's jobs folder, each linking to its position's page.
 */
export function CareersPage() {
  const intl = useIntl();
  const positionsHeadingId = useId();
  const positions = usePositions();
  const heading = intl.formatMessage(careersMessages.pageHeading);
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.intro}>{intl.formatMessage(careersMessages.pageIntro)}</p>
      <JobSearch />
      <section aria-labelledby={positionsHeadingId} className={styles.section}>
        <h2 id={positionsHeadingId} className={styles.sectionHeading}>
          {intl.formatMessage(positionsMessages.careersPositionsHeading)}
        </h2>
        {positions.data ? (
          <PositionList positions={positions.data} headingLevel={3} />
        ) : (
          <PositionsLoadState retry={positions.isError ? () => void positions.refetch() : undefined} />
        )}
      </section>
    </div>
  );
}
