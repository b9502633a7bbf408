import { useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';

/**
 * The state of a removal that is asked for, confirmed, then sent: which item is being asked about,
 * whether the call is on its way (a second confirm sends nothing), and why it failed.
 */
export function useConfirmedRemoval<Item>(remove: (item: Item) => Promise<unknown>) {
  const [asking, setAsking] = useState<Item>();
  const [removing, setRemoving] = useState(false);
  // Clicks can arrive before the busy state has rendered: the ref knows at once.
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<ApiError>();

  const ask = (item: Item) => {
    setFailure(undefined);
    setAsking(item);
  };

  const cancel = () => {
    if (removing) return;
    setAsking(undefined);
    setFailure(undefined);
  };

  const confirm = async () => {
    if (asking === undefined || inFlight.current) return;
    inFlight.current = true;
    setRemoving(true);
    setFailure(undefined);
    try {
      await remove(asking);
      setAsking(undefined);
    } catch (error) {
      setFailure(ApiError.from(error));
    } finally {
      inFlight.current = false;
      setRemoving(false);
    }
  };

  return { asking, ask, cancel, confirm: () => void confirm(), removing, failure };
}
