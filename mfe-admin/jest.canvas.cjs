/**
 * jsdom has no 2D canvas. The dashboard's charts draw on one, so hand them a context that
 * accepts every drawing call and measures text roughly; what the tests read is the DOM.
 */
function createContext(canvas) {
  const state = { canvas };
  const special = {
    measureText: (text) => ({ width: String(text).length * 6 }),
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    createLinearGradient: () => ({ addColorStop() {} }),
    createRadialGradient: () => ({ addColorStop() {} }),
    createPattern: () => ({}),
    getLineDash: () => [],
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
  };
  return new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop in special) return special[prop];
      return () => undefined;
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
}

HTMLCanvasElement.prototype.getContext = function getContext() {
  if (!this.__context) this.__context = createContext(this);
  return this.__context;
};

// jsdom lays nothing out; a chart needs a size to draw, so divs report their styled height.
Object.defineProperty(HTMLDivElement.prototype, 'clientWidth', {
  configurable: true,
  get: () => 800,
});
Object.defineProperty(HTMLDivElement.prototype, 'clientHeight', {
  configurable: true,
  get() {
    return parseInt(this.style.height, 10) || 400;
  },
});
