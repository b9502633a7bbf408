import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../ui/button/button';

export interface SectionLoadStateProps {
  /** Absent while loading; given once the section could not be loaded. */
  retry?: () => void;
  messages: { loading: MessageDescriptor; loadFailed: MessageDescriptor; retry: MessageDescriptor };
}

/** While a content section loads, or when it could not be: said in words, with a way to try again. */
export function SectionLoadState({ retry, messages }: SectionLoadStateProps) {
  const intl = useIntl();
  if (retry === undefined) return <p role="status">{intl.formatMessage(messages.loading)}</p>;
  return (
    <div role="alert">
      <p>{intl.formatMessage(messages.loadFailed)}</p>
      <Button variant="secondary" onClick={retry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
