import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { PositionDetails } from '../../features/content/jobs/components/position-details';
import { PositionsLoadState } from '../../features/content/jobs/components/positions-load-state';
import { usePositions } from '../../features/content/jobs/job-stories';
import { messages } from '../../features/content/jobs/messages';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';

/** SPEC §2 /positions/info?id={slug}: one position; an id the jobs folder does not have is the 404 page. */
export function PositionInfoPage() {
  const intl = useIntl();
  const id = new URLSearchParams(useSearch()).get('id');
  const positions = usePositions();
  if (!positions.data) {
    return (
      <PageFrame heading={intl.formatMessage(messages.positionsHeading)}>
        <PositionsLoadState retry={positions.isError ? () => void positions.refetch() : undefined} />
      </PageFrame>
    );
  }
  const position = positions.data.find((candidate) => candidate.slug === id);
  if (!position) return <NotFoundPage />;
  return (
    <PageFrame heading={position.title}>
      <PositionDetails position={position} />
    </PageFrame>
  );
}
