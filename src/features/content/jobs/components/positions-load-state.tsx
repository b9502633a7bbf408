import { SectionLoadState } from '../../components/section-load-state';
import { messages } from '../messages';

/** While the positions load, or when they could not be. */
export function PositionsLoadState({ retry }: { retry?: () => void }) {
  return <SectionLoadState retry={retry} messages={messages} />;
}
