import type { OrderStatusStatus } from '../../../api/generated/model';
import { messages, type PlainMessageKey } from '../messages';

/** The contract's status values (openapi OrderStatus) as the guest reads them. */
export const STATUS_LABELS: Record<OrderStatusStatus, (typeof messages)[PlainMessageKey]> = {
  received: messages.statusReceived,
  in_progress: messages.statusInProgress,
  ready: messages.statusReady,
  out_for_delivery: messages.statusOutForDelivery,
  completed: messages.statusCompleted,
  cancelled: messages.statusCancelled,
};

/** How often the confirmation page asks for the status until it is final. */
export const STATUS_POLL_MS = 15_000;
