import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../api/api-error';
import type { Location, OrderProductLine } from '../../../api/generated/model';
import { useChooseLocation } from '../../../ordering/use-choose-location';

/** Lines of the order the newly chosen location's menu does not have, to tell the visitor about. */
export interface LeftBehind {
  location: Location;
  lines: OrderProductLine[];
}

/**
 * "Order here": chooses the location (its menu, the order transferred or created), then goes on to
 * `destination`. When some lines did not transfer, it stays to say which, and the visitor goes on
 * when they have read it (`goOn`).
 */
export function useOrderFromLocation(destination: string) {
  const chooseLocation = useChooseLocation();
  const [, navigate] = useLocation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [leftBehind, setLeftBehind] = useState<LeftBehind | null>(null);

  const orderFrom = async (location: Location) => {
    if (pendingId !== null) return;
    setPendingId(location.id);
    setErrors([]);
    setLeftBehind(null);
    try {
      const { notTransferred } = await chooseLocation(location);
      if (notTransferred.length > 0) setLeftBehind({ location, lines: notTransferred });
      else navigate(destination);
    } catch (error) {
      setErrors(ApiError.from(error).messages);
    } finally {
      setPendingId(null);
    }
  };

  return { orderFrom, pendingId, errors, leftBehind, goOn: () => navigate(destination) };
}
