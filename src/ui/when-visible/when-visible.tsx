import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts loading, so that it is there when the reader reaches it. */
const AHEAD = '400px';

/**
 * Shows its children once their place comes near the screen, and from then on: a part far down the
 * page (the footer's e-mail club) then brings its code only to the visitors who scroll to it.
 * Browsers without IntersectionObserver show it a task after mounting.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const placeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const place = placeRef.current;
    if (visible || !place) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      const timer = setTimeout(() => setVisible(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <div ref={placeRef} />;
}
