import { SectionLoadState } from '../../components/section-load-state';
import { messages } from '../messages';

/** While the expansion menu loads, or when it could not be. */
export function ExpansionLoadState({ retry }: { retry?: () => void }) {
  return <SectionLoadState retry={retry} messages={messages} />;
}
