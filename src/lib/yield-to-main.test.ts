import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resumes in a later task: after the timers already due, not among this task's microtasks", async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));

    await vi.advanceTimersByTimeAsync(0);
    await resumed;

    expect(order).toEqual(['microtask', 'resumed']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });

    await yieldToMain();

    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
