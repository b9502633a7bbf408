import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { TextField } from '../../../ui/text-field/text-field';
import type { LocationSearch } from '../hooks/use-location-search';
import { useNearMe } from '../hooks/use-near-me';
import { geolocationFailureMessages, messages } from '../messages';
import { parseLocationQuery } from '../search/location-query';
import * as styles from './location-search-form.css';

interface LocationSearchFormProps {
  onSearch: (search: LocationSearch) => void;
}

/** Search by a 5-digit zip or "City, ST", or near where the browser says the visitor is. */
export function LocationSearchForm({ onSearch }: LocationSearchFormProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<'empty' | 'format' | null>(null);
  const { locate, locating, failure } = useNearMe();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = parseLocationQuery(text);
    if (query.kind === 'invalid') {
      setInvalid(query.reason);
      return;
    }
    setInvalid(null);
    onSearch({ kind: 'text', q: query.q });
  };

  const searchNearMe = async () => {
    setInvalid(null);
    const position = await locate();
    if (position) onSearch({ kind: 'near-me', ...position });
  };

  return (
    <div className={styles.root}>
      <form
        role="search"
        aria-label={intl.formatMessage(messages.searchForm)}
        noValidate
        onSubmit={submit}
        className={styles.form}
      >
        <div className={styles.field}>
          <TextField
            label={intl.formatMessage(messages.searchLabel)}
            hint={intl.formatMessage(messages.searchHint)}
            error={
              invalid &&
              intl.formatMessage(invalid === 'empty' ? messages.searchEmpty : messages.searchFormat)
            }
            type="search"
            name="q"
            value={text}
            onValueChange={setText}
          />
        </div>
        <Button type="submit">{intl.formatMessage(messages.searchSubmit)}</Button>
        <Button variant="secondary" loading={locating} onClick={() => void searchNearMe()}>
          {intl.formatMessage(messages.nearMe)}
        </Button>
      </form>
      {failure && <ErrorMessage messages={[intl.formatMessage(geolocationFailureMessages[failure])]} />}
    </div>
  );
}
