import { act } from '@testing-library/react';

/**
 * The browser's IntersectionObserver, driven by the test (jsdom has no layout, and its setup
 * installs an observer that never reports): what `useNearViewport` watches comes into view
 * when the test says so.
 */
export class TestIntersectionObserver {
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
    private readonly inView = false,
  ) {}
  observe(target: Element) {
    this.targets.push(target);
    if (this.inView) this.report(true);
  }
  unobserve(target: Element) {
    const index = this.targets.indexOf(target);
    if (index >= 0) this.targets.splice(index, 1);
  }
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Reports every watched element as in view (or not), as the browser does after a scroll. */
  report(isIntersecting: boolean) {
    if (this.disconnected) return;
    const entries = this.targets.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

/**
 * Puts a `TestIntersectionObserver` in place until `restore()`. With `inView`, every element is
 * in view as soon as it is watched (a screen tall enough for the whole page); otherwise nothing
 * is until `showAll()` or an observer's own `report`.
 */
export function controlIntersections({ inView = false } = {}) {
  const observers: TestIntersectionObserver[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class extends TestIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      super(callback, options, inView);
      observers.push(this);
    }
  } as unknown as typeof IntersectionObserver;
  return {
    /** Every observer made so far, live or disconnected, in the order they were made. */
    observers: () => [...observers],
    /** Every observer still watching reports its elements in view. */
    showAll: () => act(() => observers.forEach((observer) => observer.report(true))),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}

/**
 * Holds the browser's animation frames until the test paints them: what waits for a paint
 * (`afterNextPaint` in the UI kit) goes on only after `paint()`. `restore()` gives the window
 * its own `requestAnimationFrame` back.
 */
export function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  const original = window.requestAnimationFrame;
  window.requestAnimationFrame = (callback) => frames.push(callback);
  return {
    paint: () => act(() => frames.splice(0).forEach((frame) => frame(performance.now()))),
    restore: () => {
      frames.length = 0;
      window.requestAnimationFrame = original;
    },
  };
}
