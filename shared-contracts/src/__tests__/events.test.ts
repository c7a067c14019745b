import { announceCartChange, emit, on, toast } from '../events';

describe('event bus', () => {
  it('delivers typed payloads as window events and unsubscribes', () => {
    const seen: Array<number | undefined> = [];
    const off = on('cart:changed', (p) => seen.push(p.count));
    emit('cart:changed', { count: 3 });
    off();
    emit('cart:changed', { count: 4 });
    expect(seen).toEqual([3]);
  });

  it('reaches listeners registered by another copy of the module through window', () => {
    const handler = jest.fn();
    window.addEventListener('shop:ui:toast-requested', (e) => handler((e as CustomEvent).detail));
    toast('Added to cart', 'success', 5000);
    expect(handler).toHaveBeenCalledWith({
      message: 'Added to cart',
      variant: 'success',
      autoHideMs: 5000,
    });
  });
});

describe('event origin', () => {
  it("leaves out a listener's own announcements and keeps the payload as sent", () => {
    const everyone: unknown[] = [];
    const others: unknown[] = [];
    const stopAll = on('cart:changed', (payload) => everyone.push(payload));
    const stopOthers = on('cart:changed', (payload) => others.push(payload), {
      ignoreSource: 'mfe-test',
    });
    announceCartChange('mfe-test', 2);
    announceCartChange('mfe-other');
    emit('cart:changed', {});
    stopAll();
    stopOthers();
    expect(everyone).toEqual([{ count: 2 }, {}, {}]);
    expect(others).toEqual([{}, {}]);
  });
});
