import { useIntl } from 'react-intl';
import { Button } from '../../../../ui/button/button';
import { messages } from '../messages';

/** While the positions load, or when they could not be: said in words, with a way to try again. */
export function PositionsLoadState({ retry }: { retry?: () => void }) {
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
