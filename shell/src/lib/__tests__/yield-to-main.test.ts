import { yieldToMain } from '../yield-to-main';
import yieldPlugin from '../federation/yield-plugin';

/** The global the browser's Prioritized Task Scheduling API puts there (absent in jsdom). */
const host = globalThis as unknown as { scheduler?: { yield?: () => Promise<void> } };

/** Whether `promise` settles before the task that is already queued behind this one runs. */
async function settlesWithinThisTask(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  // Every microtask of this task runs before a new task starts.
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return settled;
}

describe('yieldToMain', () => {
  afterEach(() => delete host.scheduler);

  it('goes on in a new task, not in this one (a message, where there is no scheduler)', async () => {
    const yielded = yieldToMain();
    expect(await settlesWithinThisTask(yielded)).toBe(false);
    await expect(yielded).resolves.toBeUndefined();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    host.scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});

describe('the runtime plugin that sets a container up in a task of its own', () => {
  it('hands the container set-up on unchanged, in a new task', async () => {
    const hook = yieldPlugin().beforeInitContainer!;
    const args = { remoteInfo: { name: 'mfe_catalog' } } as unknown as Parameters<typeof hook>[0];
    const next = Promise.resolve(hook(args));
    expect(await settlesWithinThisTask(next)).toBe(false);
    await expect(next).resolves.toBe(args);
  });
});
