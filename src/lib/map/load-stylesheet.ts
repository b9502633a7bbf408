const loading = new Map<string, Promise<void>>();

/**
 * Adds the map library's own stylesheet to the page once, from this origin. It is linked rather
 * than bundled because the site ships one stylesheet for every page (`cssCodeSplit: false`), and
 * the map's 10 KB of CSS belongs only to the two places that draw a map.
 */
export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  const known = loading.get(href);
  if (known) return known;
  const done = new Promise<void>((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        loading.delete(href);
        link.remove();
        reject(new Error(`The map stylesheet ${href} did not load.`));
      },
      { once: true },
    );
    doc.head.append(link);
  });
  loading.set(href, done);
  return done;
}
