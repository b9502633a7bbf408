import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/text-field/text-field';
import { messages } from '../messages';
import * as styles from './search-screen.css';

interface SearchFormProps {
  query: string;
  onSearch: (query: string) => void;
}

/** The search landmark: a labelled search box and its button; searching puts the words in the address. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const intl = useIntl();
  return (
    <form
      role="search"
      aria-label={intl.formatMessage(messages.formLabel)}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const words = new FormData(event.currentTarget).get('q');
        onSearch(typeof words === 'string' ? words.trim() : '');
      }}
    >
      <div className={styles.field}>
        <TextField
          type="search"
          name="q"
          label={intl.formatMessage(messages.inputLabel)}
          defaultValue={query}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
    </form>
  );
}
