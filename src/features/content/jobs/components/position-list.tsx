import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import type { Position } from '../job-stories';
import { messages } from '../messages';
import { EmploymentType } from './employment-type';
import * as styles from './positions.css';

export interface PositionListProps {
  positions: readonly Position[];
  /** The level of each position's title: 2 on a page of positions, 3 under a section's heading. */
  headingLevel: 2 | 3;
}

/** The positions, each with its summary and a link to its own page. */
export function PositionList({ positions, headingLevel }: PositionListProps) {
  const intl = useIntl();
  if (positions.length === 0) return <p>{intl.formatMessage(messages.noPositions)}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {positions.map((position) => (
        <li key={position.slug} className={styles.card}>
          <Heading className={styles.title}>
            <Link href={paths.positionInfo.href(position.slug)} className={styles.titleLink}>
              {position.title}
            </Link>
          </Heading>
          <p className={styles.type}>
            <EmploymentType type={position.employmentType} />
          </p>
          <p className={styles.summary}>{position.summary}</p>
        </li>
      ))}
    </ul>
  );
}
