// A test file may choose the node environment (@jest-environment node): then there is no DOM.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.scrollTo || window.scrollTo.toString().includes('notImplemented'))
    window.scrollTo = () => {};
  if (!globalThis.IntersectionObserver) {
    globalThis.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  }
  // jsdom has the <dialog> element but not its methods: what the shop's modals use of them, as a
  // browser does it (open attribute, a stack of modals, Escape sends a cancelable `cancel` to the
  // topmost and closes it unless cancelled, `close` fires after).
  const Dialog = window.HTMLDialogElement;
  if (Dialog && !Dialog.prototype.showModal) {
    const modals = [];
    Dialog.prototype.showModal = function showModal() {
      if (this.open) return;
      this.setAttribute('open', '');
      modals.push(this);
    };
    Dialog.prototype.show = function show() {
      this.setAttribute('open', '');
    };
    Dialog.prototype.close = function close(returnValue) {
      if (!this.open) return;
      if (returnValue !== undefined) this.returnValue = returnValue;
      this.removeAttribute('open');
      const index = modals.indexOf(this);
      if (index >= 0) modals.splice(index, 1);
      setTimeout(() => this.dispatchEvent(new window.Event('close')));
    };
    window.document.addEventListener('keydown', (event) => {
      const top = modals.filter((modal) => modal.isConnected).pop();
      if (event.key !== 'Escape' || !top || event.defaultPrevented) return;
      if (top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
    });
  }
  if (!globalThis.ResizeObserver) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
