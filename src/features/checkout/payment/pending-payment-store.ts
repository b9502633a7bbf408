import { create } from 'zustand';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import type { CardSummary } from './hosted-form-protocol';

/**
 * How the order will be paid, handed from the checkout form to the confirmation dialog (which the
 * layout mounts). Only a saved account id or the provider's one-time token with the card's
 * non-sensitive summary: never card numbers. Not persisted.
 */
export type PendingPayment =
  { kind: 'saved'; accountId: number } | { kind: 'token'; token: string; card: CardSummary; save: boolean };

interface PendingPaymentState {
  payment: PendingPayment | null;
  /** Why the card the dialog's submit was declined with was refused, for the form. */
  declined: ShownMessage | null;
  setPayment: (payment: PendingPayment | null) => void;
  setDeclined: (message: ShownMessage | null) => void;
}

export const usePendingPaymentStore = create<PendingPaymentState>()((set) => ({
  payment: null,
  declined: null,
  setPayment: (payment) => set({ payment }),
  setDeclined: (declined) => set({ declined }),
}));
