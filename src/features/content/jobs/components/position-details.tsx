import { useIntl } from 'react-intl';
import { paths } from '../../../../config/paths';
import { JsonLd } from '../../../../ui/json-ld/json-ld';
import { Link } from '../../../../ui/link/link';
import { LinkButton } from '../../../../ui/link-button/link-button';
import { jobPostingData } from '../job-posting-data';
import type { Position } from '../job-stories';
import { messages } from '../messages';
import { EmploymentType } from './employment-type';
import * as styles from './positions.css';

/** One position's page body (its title is the page's heading): what the job is, and where to go next. */
export function PositionDetails({ position }: { position: Position }) {
  const intl = useIntl();
  return (
    <div className={styles.details}>
      <p className={styles.type}>
        <EmploymentType type={position.employmentType} />
      </p>
      <p className={styles.lead}>{position.summary}</p>
      {position.description && <p>{position.description}</p>}
      <div className={styles.actions}>
        <LinkButton href={paths.careers.href()}>{intl.formatMessage(messages.findOpenings)}</LinkButton>
        <Link href={paths.positions.href()}>{intl.formatMessage(messages.allPositions)}</Link>
      </div>
      <JsonLd data={jobPostingData(position)} />
    </div>
  );
}
