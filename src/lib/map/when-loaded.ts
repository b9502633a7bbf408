/** The events both map libraries fire while a style loads. */
interface LoadingMap {
  once(type: 'load', listener: () => void): unknown;
  once(type: 'error', listener: (event: { error?: unknown }) => void): unknown;
}

/** Settles when the map has drawn its style for the first time, or rejects on its first error. */
export function whenLoaded(map: LoadingMap): Promise<void> {
  return new Promise((resolve, reject) => {
    map.once('load', () => resolve());
    map.once('error', (event) =>
      reject(event.error instanceof Error ? event.error : new Error('The map failed.')),
    );
  });
}
