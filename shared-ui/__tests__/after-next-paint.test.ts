import { afterNextPaint } from '../after-next-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return async () => {
      await Promise.resolve();
      return done;
    };
  };

  it('goes on in the task after the next frame, not before it', async () => {
    const isDone = settled(afterNextPaint());
    jest.advanceTimersByTime(50);
    expect(await isDone()).toBe(false);
    frames.forEach((frame) => frame(performance.now()));
    expect(await isDone()).toBe(false);
    jest.advanceTimersByTime(0);
    expect(await isDone()).toBe(true);
  });

  it('goes on after its limit in a page that paints no frame (a hidden tab)', async () => {
    const isDone = settled(afterNextPaint(100));
    jest.advanceTimersByTime(99);
    expect(await isDone()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await isDone()).toBe(true);
  });
});
