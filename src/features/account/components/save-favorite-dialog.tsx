import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from './account.css';

const messages = defineMessages({
  title: { id: 'account.saveFavorite.title', defaultMessage: 'Save as a favorite' },
  name: { id: 'account.saveFavorite.name', defaultMessage: 'Name this order' },
  hint: { id: 'account.saveFavorite.hint', defaultMessage: 'For example "Family night".' },
  required: { id: 'account.saveFavorite.required', defaultMessage: 'Give this order a name.' },
  save: { id: 'account.saveFavorite.save', defaultMessage: 'Save Favorite' },
  cancel: { id: 'account.saveFavorite.cancel', defaultMessage: 'Cancel' },
});

/** The contract's limit (FavoriteOrderRequest.description). */
const FAVORITE_DESCRIPTION_MAX_LENGTH = 128;

/** Asks for a description and saves the order as a favourite (POST orders/faves). */
export function SaveFavoriteDialog({
  open,
  onClose,
  save,
}: {
  open: boolean;
  onClose: () => void;
  save: (description: string) => Promise<unknown>;
}) {
  const intl = useIntl();
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ApiError>();
  const nameRef = useRef<HTMLInputElement>(null);
  // A new object per refused submit: the field takes focus (and its message is read) each time.
  const [refused, setRefused] = useState<object>();

  useEffect(() => {
    if (refused) nameRef.current?.focus();
  }, [refused]);

  const close = () => {
    if (saving) return;
    setDescription('');
    setMissing(false);
    setFailure(undefined);
    onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (description.trim() === '') {
      setMissing(true);
      setRefused({});
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      await save(description.trim());
      setSaving(false);
      setDescription('');
      onClose();
    } catch (error) {
      setFailure(ApiError.from(error));
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={intl.formatMessage(messages.title)}>
      <form className={styles.dialogForm} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <ErrorMessage error={failure} />
        <TextField
          ref={nameRef}
          label={intl.formatMessage(messages.name)}
          hint={intl.formatMessage(messages.hint)}
          value={description}
          onValueChange={(value) => {
            setDescription(value);
            setMissing(false);
          }}
          error={missing ? intl.formatMessage(messages.required) : undefined}
          maxLength={FAVORITE_DESCRIPTION_MAX_LENGTH}
          required
        />
        <span className={styles.actions}>
          <Button type="submit" loading={saving}>
            {intl.formatMessage(messages.save)}
          </Button>
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </span>
      </form>
    </Dialog>
  );
}
