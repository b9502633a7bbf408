import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetLocation } from '../../../api/generated/endpoints/locations/locations';
import { useGetMenuTimes } from '../../../api/generated/endpoints/menus/menus';
import { getSetOrderTimeMutationKey } from '../../../api/generated/endpoints/orders/orders';
import type { ApiError } from '../../../api/api-error';
import type { MenuTimes, Order, TimeSlot } from '../../../api/generated/model';
import { cateringLeadHours } from '../../../ordering/catering-lead-time';
import { offeredSlots } from './offered-slots';
import { useAsapBeforeCutoff } from './use-asap-before-cutoff';

/**
 * Why ASAP cannot be chosen: catering's lead time, the 10:30 rule, the restaurant closed, or
 * closing before it would be ready.
 */
export type AsapBlock = 'leadTime' | 'cutoff' | 'closed' | 'closing';

export interface TimeChoice {
  asapBlock: AsapBlock | undefined;
  /** Hours ahead a catering order must be placed, when a lead time applies. */
  leadHours: number | undefined;
  /** "Schedule for later" is ticked (or forced by `asapBlock`). */
  scheduling: boolean;
  setScheduling: (scheduling: boolean) => void;
  /** The menu's times, asked for while scheduling. */
  times: { data: MenuTimes | undefined; error: ApiError | null };
  /** The slots the picker offers now. */
  slots: TimeSlot[];
  /** The offered slot the order is scheduled for, or '' when none of them. */
  selected: string;
  /** Place order may go on: ASAP, or a scheduled time that is one of the offered slots. */
  timeChosen: boolean;
  /**
   * The order's time is still being decided: whether ASAP applies, the slots, or a chosen slot
   * being saved. Place order waits meanwhile instead of saying no time is chosen.
   */
  settling: boolean;
}

/**
 * ASAP or a scheduled slot, as the checkout form and its time section share it. A scheduled order
 * whose time is not among the offered slots (none chosen yet, or taken meanwhile) has no time.
 */
export function useTimeChoice(order: Order): TimeChoice {
  const cutoff = useAsapBeforeCutoff(order);
  const location = useGetLocation(order.location_id, undefined, {
    query: { enabled: order.channel === 'catering' },
  });
  const leadHours = cateringLeadHours(location.data, order.channel);
  const asapBlock: AsapBlock | undefined =
    leadHours !== undefined ? 'leadTime' : cutoff ? 'cutoff' : (order.time.asap_unavailable ?? undefined);
  const [choseScheduling, setScheduling] = useState(order.time.mode !== 'asap');
  const scheduling = choseScheduling || asapBlock !== undefined;
  // The menu is shared by many restaurants: the order's own opening hours decide its slots.
  const times = useGetMenuTimes(
    order.menu_id,
    { location_id: order.location_id },
    { query: { enabled: scheduling } },
  );
  const slots = times.data ? offeredSlots(times.data, order.products, new Date()) : [];
  const wanted = order.time.mode !== 'asap' && order.time.wanted ? Date.parse(order.time.wanted) : NaN;
  const selected = slots.find((slot) => Date.parse(slot.time) === wanted)?.time ?? '';
  // Until the times arrive, a scheduled order's own time stands; the server checks it again at submit.
  const timeChosen = !scheduling || selected !== '' || (!times.data && order.time.mode !== 'asap');
  const savingTime = useIsMutating({ mutationKey: getSetOrderTimeMutationKey() }) > 0;
  const forcedWithoutSlot = asapBlock !== undefined && order.time.mode === 'asap';
  const settling =
    (order.channel === 'catering' && location.isPending) ||
    (forcedWithoutSlot && times.isPending) ||
    savingTime;
  return {
    asapBlock,
    leadHours,
    scheduling,
    setScheduling,
    times,
    slots,
    selected,
    timeChosen,
    settling,
  };
}
