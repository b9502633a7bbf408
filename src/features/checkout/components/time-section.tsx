import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useDeleteOrderTime, useSetOrderTime } from '../../../api/generated/endpoints/orders/orders';
import type { Order } from '../../../api/generated/model';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { Select } from '../../../ui/select/select';
import * as styles from '../checkout.css';
import { isToday } from '../confirm/describe-order';
import { messages } from '../messages';
import { useTimeProblemStore } from '../time/time-problem-store';
import type { AsapBlock, TimeChoice } from '../time/use-time-choice';
import { useStoreOrder } from '../use-order-cache';

// The lead-time note names its hours, so it is written apart from these.
const ASAP_BLOCK_NOTES = {
  cutoff: messages.timeAsapCutoff,
  closed: messages.timeAsapClosed,
  closing: messages.timeAsapClosing,
} satisfies Record<Exclude<AsapBlock, 'leadTime'>, unknown>;

/**
 * ASAP or a scheduled slot from the menu's times (closed and taken times are not offered). When
 * ASAP is not possible (the 10:30 rule of SPEC §2, the restaurant closed or closing before the
 * order would be ready), it is disabled with the reason, and the first open slot is chosen.
 */
export function TimeSection({ order, choice }: { order: Order; choice: TimeChoice }) {
  const intl = useIntl();
  const storeOrder = useStoreOrder();
  const noteId = useId();
  const problemId = useId();
  const { asapBlock, leadHours, scheduling, setScheduling, times, slots, selected } = choice;
  const [failure, setFailure] = useState<ApiError>();
  const problem = useTimeProblemStore((state) => state.messages);
  const raised = useTimeProblemStore((state) => state.raised);
  const pickerRef = useRef<HTMLSelectElement>(null);
  const scheduledRef = useRef<HTMLInputElement>(null);
  // SPEC §8 "Failed time setting: logged and rethrown": logged here, and the message is shown.
  const onError = (error: unknown) => {
    console.error('Setting the order time failed', error);
    setFailure(ApiError.from(error));
  };
  const onSuccess = (updated: Order) => {
    setFailure(undefined);
    useTimeProblemStore.getState().clear();
    storeOrder(updated);
  };
  // The picker stays usable while a slot is saved, so arrow keys may send several times in a row:
  // only the answer to the latest choice is kept, whatever order the answers come back in.
  const latestTime = useRef<string | undefined>(undefined);
  const setTime = useSetOrderTime({
    mutation: {
      onMutate: ({ data }) => {
        latestTime.current = data.time;
      },
      onSuccess: (updated, { data }) => {
        if (data.time === latestTime.current) onSuccess(updated);
      },
      onError,
    },
  });
  const deleteTime = useDeleteOrderTime({ mutation: { onSuccess, onError } });

  // Without ASAP, the first open slot is chosen for the customer, once; they may pick another.
  const firstSlot = slots[0]?.time;
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !asapBlock || order.time.mode !== 'asap' || !firstSlot) return;
    preselected.current = true;
    setTime.mutate({ id: order.id, data: { time: firstSlot } });
  }, [asapBlock, firstSlot, order.id, order.time.mode, setTime]);

  // A reported problem takes the customer to the picker (or to "Schedule for later" until it shows).
  useEffect(() => {
    if (raised === 0) return;
    (pickerRef.current ?? scheduledRef.current)?.focus();
  }, [raised]);
  useEffect(() => () => useTimeProblemStore.getState().clear(), []);

  const timeZone = times.data?.timezone;
  const options = slots.map((slot) => {
    const day = isToday(slot.time, new Date(), timeZone)
      ? intl.formatMessage(messages.today)
      : intl.formatDate(slot.time, { weekday: 'short', month: 'short', day: 'numeric', timeZone });
    const time = intl.formatTime(slot.time, { hour: 'numeric', minute: '2-digit', timeZone });
    return { value: slot.time, label: `${day}, ${time}` };
  });
  const chooseAsap = () => {
    setScheduling(false);
    useTimeProblemStore.getState().clear();
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
          disabled={asapBlock !== undefined}
          aria-describedby={asapBlock ? noteId : undefined}
          onChange={chooseAsap}
        />
        {intl.formatMessage(messages.timeAsap)}
      </label>
      {asapBlock && (
        <p id={noteId} className={styles.note}>
          {asapBlock === 'leadTime'
            ? intl.formatMessage(messages.timeAsapLeadTime, { hours: leadHours ?? 0 })
            : intl.formatMessage(ASAP_BLOCK_NOTES[asapBlock])}
        </p>
      )}
      <label className={styles.radioRow}>
        <input
          ref={scheduledRef}
          type="radio"
          name="time-mode"
          className={styles.radio}
          checked={scheduling}
          aria-describedby={problem.length > 0 && options.length === 0 ? problemId : undefined}
          onChange={() => setScheduling(true)}
        />
        {intl.formatMessage(messages.timeScheduled)}
      </label>
      {scheduling && times.data && options.length === 0 && (
        <p className={styles.note}>
          {intl.formatMessage(asapBlock ? messages.timeNotTakingOrders : messages.timeNoSlots)}
        </p>
      )}
      {scheduling && options.length > 0 && (
        <Select
          ref={pickerRef}
          label={intl.formatMessage(messages.timeSlot)}
          placeholder={intl.formatMessage(messages.timeChoose)}
          options={options}
          // The chosen slot shows at once, while the order takes it.
          value={setTime.isPending ? (setTime.variables?.data.time ?? selected) : selected}
          aria-describedby={problem.length > 0 ? problemId : undefined}
          onValueChange={(time) => {
            if (!time) return;
            // Chosen, the slot stays shown even if the 10:30 rule stops applying (a line removed).
            setScheduling(true);
            setTime.mutate({ id: order.id, data: { time } });
          }}
        />
      )}
      {problem.length > 0 && (
        <div id={problemId}>
          <ErrorMessage messages={problem} />
        </div>
      )}
      <ErrorMessage error={times.error ?? failure} />
    </fieldset>
  );
}
