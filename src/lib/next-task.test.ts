import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves after the work already queued, not within the current task', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const done = nextTask().then(() => order.push('after nextTask'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['queued task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });
});
