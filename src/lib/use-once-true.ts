import { useState } from 'react';

/** True from the first render `value` is true onwards: mounts code on first use and keeps it mounted. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
