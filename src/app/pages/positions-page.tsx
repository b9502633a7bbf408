import { useIntl } from 'react-intl';
import { PositionList } from '../../features/content/jobs/components/position-list';
import { PositionsLoadState } from '../../features/content/jobs/components/positions-load-state';
import { usePositions } from '../../features/content/jobs/job-stories';
import { messages } from '../../features/content/jobs/messages';
import { PageFrame } from './page-frame';

/** SPEC §2 /positions: every position of the content service's jobs folder, each with its summary. */
export function PositionsPage() {
  const intl = useIntl();
  const positions = usePositions();
  return (
    <PageFrame
      heading={intl.formatMessage(messages.positionsHeading)}
      intro={intl.formatMessage(messages.positionsIntro)}
    >
      {positions.data ? (
        <PositionList positions={positions.data} headingLevel={2} />
      ) : (
        <PositionsLoadState retry={positions.isError ? () => void positions.refetch() : undefined} />
      )}
    </PageFrame>
  );
}
