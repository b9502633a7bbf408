import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormattingDataOffMainThread } from './warm-formatting-data';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('warmFormattingDataOffMainThread', () => {
  it('starts the formatting-data module worker', () => {
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      vi.fn(function FakeWorker(url: URL | string, options?: WorkerOptions) {
        started.push({ url: String(url), options });
      }),
    );

    warmFormattingDataOffMainThread();

    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/\/formatting-data\.worker\.ts\b/);
    expect(started[0]?.options).toMatchObject({ type: 'module' });
  });

  it('does nothing where there are no workers, and survives a refused one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmFormattingDataOffMainThread()).not.toThrow();

    vi.stubGlobal(
      'Worker',
      vi.fn(function RefusedWorker() {
        throw new DOMException('Refused by the content security policy', 'SecurityError');
      }),
    );
    expect(() => warmFormattingDataOffMainThread()).not.toThrow();
  });
});

describe('the formatting-data worker', () => {
  it('formats in each locale the site formats in, then ends itself', async () => {
    const close = vi.spyOn(globalThis, 'close').mockImplementation(() => undefined);
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');

    await import('./formatting-data.worker');

    expect(numberFormats.mock.calls.map(([locale]) => locale)).toEqual(['en-US', 'es-US']);
    expect(close).toHaveBeenCalledOnce();
  });
});
