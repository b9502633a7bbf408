import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useGetMenuTimes } from '../../../api/generated/endpoints/menus/menus';
import { useDeleteOrderTime, useSetOrderTime } from '../../../api/generated/endpoints/orders/orders';
import type { Order } from '../../../api/generated/model';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Select } from '../../../ui/select/select';
import * as styles from '../checkout.css';
import { isToday } from '../confirm/describe-order';
import { messages } from '../messages';
import { offeredSlots } from '../time/offered-slots';
import { useAsapBeforeCutoff } from '../time/use-asap-before-cutoff';
import { useStoreOrder } from '../use-order-cache';

/**
 * ASAP or a scheduled slot from the menu's times (closed and taken times are not offered). With a
 * 10:30 product in the cart before 10:30, ASAP is not offered and the visitor is told why (SPEC §2).
 */
export function TimeSection({ order }: { order: Order }) {
  const intl = useIntl();
  const storeOrder = useStoreOrder();
  const cutoffNoteId = useId();
  const asapClosed = useAsapBeforeCutoff(order);
  const [choseScheduling, setScheduling] = useState(order.time.mode !== 'asap');
  const scheduling = choseScheduling || asapClosed;
  const [failure, setFailure] = useState<string[]>([]);
  const times = useGetMenuTimes(order.menu_id, undefined, { query: { enabled: scheduling } });
  // SPEC §8 "Failed time setting: logged and rethrown": logged here, and the message is shown.
  const onError = (error: unknown) => {
    console.error('Setting the order time failed', error);
    setFailure(ApiError.from(error).messages);
  };
  const onSuccess = (updated: Order) => {
    setFailure([]);
    storeOrder(updated);
  };
  const setTime = useSetOrderTime({ mutation: { onSuccess, onError } });
  const deleteTime = useDeleteOrderTime({ mutation: { onSuccess, onError } });

  const timeZone = times.data?.timezone;
  const slots = times.data ? offeredSlots(times.data, order.products, new Date()) : [];
  const options = slots.map((slot) => {
    const day = isToday(slot.time, new Date(), timeZone)
      ? intl.formatMessage(messages.today)
      : intl.formatDate(slot.time, { weekday: 'short', month: 'short', day: 'numeric', timeZone });
    const time = intl.formatTime(slot.time, { hour: 'numeric', minute: '2-digit', timeZone });
    return { value: slot.time, label: `${day}, ${time}` };
  });
  const wanted = order.time.mode !== 'asap' && order.time.wanted ? order.time.wanted : '';
  const selected = slots.find((slot) => Date.parse(slot.time) === Date.parse(wanted))?.time ?? '';

  const chooseAsap = () => {
    setScheduling(false);
    if (order.time.mode !== 'asap') deleteTime.mutate({ id: order.id });
  };

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionHeading}>{intl.formatMessage(messages.timeHeading)}</legend>
      <label className={styles.radioRow}>
        <input
          type="radio"
          name="time-mode"
          className={styles.radio}
          checked={!scheduling}
          disabled={asapClosed}
          aria-describedby={asapClosed ? cutoffNoteId : undefined}
          onChange={chooseAsap}
        />
        {intl.formatMessage(messages.timeAsap)}
      </label>
      {asapClosed && (
        <p id={cutoffNoteId} className={styles.note}>
          {intl.formatMessage(messages.timeAsapCutoff)}
        </p>
      )}
      <label className={styles.radioRow}>
        <input
          type="radio"
          name="time-mode"
          className={styles.radio}
          checked={scheduling}
          onChange={() => setScheduling(true)}
        />
        {intl.formatMessage(messages.timeScheduled)}
      </label>
      {scheduling && times.data && options.length === 0 && (
        <p className={styles.note}>{intl.formatMessage(messages.timeNoSlots)}</p>
      )}
      {scheduling && options.length > 0 && (
        <Select
          label={intl.formatMessage(messages.timeSlot)}
          placeholder={intl.formatMessage(messages.timeChoose)}
          options={options}
          value={selected}
          disabled={setTime.isPending}
          onValueChange={(time) => {
            if (!time) return;
            // Chosen, the slot stays shown even if the 10:30 rule stops applying (a line removed).
            setScheduling(true);
            setTime.mutate({ id: order.id, data: { time } });
          }}
        />
      )}
      <ErrorMessage messages={times.error ? times.error.messages : failure} />
    </fieldset>
  );
}
