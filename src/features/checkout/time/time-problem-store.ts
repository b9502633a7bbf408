import { create } from 'zustand';

/**
 * Why the order still needs a time: no slot chosen while "Schedule for later" is ticked, or the
 * server refusing the chosen one at submit (the confirmation dialog, which the layout mounts, hands
 * it back here). The time section shows it beside the picker and moves focus there; `raised`
 * changes on each report, so the same message raised twice still moves focus. Not persisted.
 */
interface TimeProblemState {
  messages: readonly string[];
  raised: number;
  report: (messages: readonly string[]) => void;
  clear: () => void;
}

export const useTimeProblemStore = create<TimeProblemState>()((set) => ({
  messages: [],
  raised: 0,
  report: (messages) => set(({ raised }) => ({ messages, raised: raised + 1 })),
  clear: () => set({ messages: [] }),
}));
