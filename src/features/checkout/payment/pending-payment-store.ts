import { create } from 'zustand';

/**
 * How the order will be paid, handed from the checkout form to the confirmation dialog (which the
 * layout mounts). Only a saved account id or the provider's one-time token: never card numbers.
 * Not persisted.
 */
export type PendingPayment = { kind: 'saved'; accountId: number } | { kind: 'token'; token: string };

interface PendingPaymentState {
  payment: PendingPayment | null;
  setPayment: (payment: PendingPayment | null) => void;
}

export const usePendingPaymentStore = create<PendingPaymentState>()((set) => ({
  payment: null,
  setPayment: (payment) => set({ payment }),
}));
