import { useEffect, useId, useSyncExternalStore } from 'react';

interface AnnouncerState {
  /** The latest announcement; `id` changes even when the same words are announced again. */
  message: { id: number; text: string } | undefined;
  /** Mounted outlets, the latest last: only it speaks (a modal dialog makes the page behind inert). */
  outlets: readonly string[];
}

const INITIAL_STATE: AnnouncerState = { message: undefined, outlets: [] };
let state = INITIAL_STATE;
/** A prerendered page says nothing: its live regions start empty, as they were in the HTML. */
const initialState = () => INITIAL_STATE;
let nextId = 1;
const listeners = new Set<() => void>();

const update = (next: Partial<AnnouncerState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Says `text` politely through the live region that is in reach (the open dialog's, else the page's). */
export function announce(text: string) {
  update({ message: { id: nextId++, text } });
}

/**
 * Registers a live region while it is mounted and answers what it should hold now: the message if
 * it is the latest outlet, nothing otherwise. A change of outlet drops the message, so closing a
 * dialog does not repeat its last announcement on the page.
 */
export function useAnnouncerOutlet(): AnnouncerState['message'] {
  const outletId = useId();
  useEffect(() => {
    update({ outlets: [...state.outlets, outletId], message: undefined });
    return () => update({ outlets: state.outlets.filter((id) => id !== outletId), message: undefined });
  }, [outletId]);
  const current = useSyncExternalStore(subscribe, () => state, initialState);
  return current.outlets.at(-1) === outletId ? current.message : undefined;
}
