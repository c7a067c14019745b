// Paint the saved theme and language before anything renders, so a dark page never flashes
// light. A file of its own rather than inline: the page's Content-Security-Policy runs no
// inline script.
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.dataset.theme = 'dark';
  var lng = localStorage.getItem('language');
  if (lng) document.documentElement.lang = JSON.parse(lng);
} catch {
  // Storage may be unavailable (private mode, blocked cookies): the page then paints light.
}

// The ₿ sign's font, ready for the first layout: the build writes the stylesheet's faces in
// here as bytes (pre-paint.cjs). A face added here is preferred to the stylesheet's, which is
// then never fetched; those are for a page whose scripts are off.
var CURRENCY_FACES = [];
try {
  CURRENCY_FACES.forEach(function (face) {
    var bytes = Uint8Array.from(atob(face.data), function (c) {
      return c.charCodeAt(0);
    });
    document.fonts.add(new FontFace(face.family, bytes, face.descriptors));
  });
} catch {
  // No Font Loading API: the stylesheet's faces draw the sign.
}

// A page whose first paint came in its HTML fetches its code once that paint is on screen: the
// server lists the scripts and the files they will ask for (shop-after-paint), so none of them
// competes with the page's styles and images for a phone's network before it has painted.
document.addEventListener('DOMContentLoaded', function () {
  var plan = document.getElementById('shop-after-paint');
  if (!plan) return;
  function preload(file) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = file.as;
    link.href = file.href;
    if (file.crossorigin) link.crossOrigin = 'anonymous';
    return link;
  }
  function script(src) {
    var element = document.createElement('script');
    element.src = src;
    // In order, as the deferred scripts they replace would run, and as soon as a preload: the
    // page's code is what the shopper waits for once its paint is on screen.
    element.async = false;
    element.fetchPriority = 'high';
    return element;
  }
  // Starting a fetch is main-thread work (a few milliseconds for some, more on a slow phone):
  // two dozen in one task blocked the page as long as a script would. A few at a time instead,
  // each batch a task of its own, so a tap on the first paint is answered in between.
  function load() {
    var files = JSON.parse(plan.textContent);
    var queue = files.preload.map(preload).concat(files.scripts.map(script));
    (function next() {
      // A hidden tab's timers run once a second: there, where no one is waiting, all at once.
      var until = document.visibilityState === 'hidden' ? Infinity : performance.now() + 8;
      while (queue.length && performance.now() < until) document.head.appendChild(queue.shift());
      if (queue.length) setTimeout(next, 0);
    })();
  }
  // A tab opened in the background paints nothing until shown: it loads at once.
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
});

// What a shopper does on the first paint before the page's code has taken it over — a choice
// in a select, a tap on a button or a checkbox — is kept and done again once it has
// (shopReplayEarlyInput, called by the shell once it and the page in it have hydrated): the
// first paint comes before the code, and a phone may show the page for seconds before it
// answers. A kept event goes no further (React would drop it on markup not yet hydrated, or run
// it as well as the replay on markup that is). Links need nothing of this: they navigate as
// they are. The events that come with a tap or a key press (pointer, mouse, touch, key, input)
// go no further either while the page is held: on markup not yet hydrated, React answers each
// of them by hydrating the whole page at once, inside the event (half a second on a phone, the
// tap's own delay), instead of in the short slices it hydrates in otherwise. Typing into a text
// field is the exception, and goes through: held, it never reached a field React already runs
// (rendered in the browser, or hydrated before the rest of the page), whose next render then
// put back the value React knew, and the shopper's text was gone. A field React hydrates after
// the typing keeps the text on screen, and the page's form takes it from there (useForm).
(function () {
  var early = [];
  var TEXT_FIELD = 'textarea, input:not([type="checkbox"], [type="radio"])';
  var ACCOMPANYING = [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'keydown',
    'keyup',
    'input',
  ];
  // Which control it was, so that the replay finds it again when the shell rendered the page
  // anew instead of hydrating it (a first paint made for another theme, language or session):
  // the same kind of control with the same name, the same one of those in the page.
  function nameOf(control) {
    return control.getAttribute('aria-label') || control.name || (control.textContent || '').trim();
  }
  function describe(control) {
    var name = nameOf(control);
    var was = {
      tag: control.localName,
      same: function (other) {
        return nameOf(other) === name;
      },
    };
    was.index = alike(was).indexOf(control);
    return was;
  }
  function alike(was) {
    var all = document.getElementById('root').querySelectorAll(was.tag);
    return Array.prototype.filter.call(all, was.same);
  }
  function current(input) {
    return input.target.isConnected ? input.target : alike(input.was)[input.was.index] || null;
  }
  function hold(event) {
    var target = event.target;
    if (target instanceof Element && target.closest('#root') && !target.matches(TEXT_FIELD))
      event.stopPropagation();
  }
  function remember(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('#root')) return;
    if (event.type === 'change') {
      if (target instanceof HTMLSelectElement) {
        event.stopPropagation();
        early.push({ target: target, was: describe(target), value: target.value });
      }
      return;
    }
    var control = target.closest('button, input[type="checkbox"], input[type="radio"]');
    if (!control) return;
    // Left as it was (no form sent, no box ticked) until the code can do it properly.
    event.preventDefault();
    event.stopPropagation();
    early.push({ target: control, was: describe(control) });
  }
  document.addEventListener('click', remember, true);
  document.addEventListener('change', remember, true);
  ACCOMPANYING.forEach(function (type) {
    document.addEventListener(type, hold, true);
  });
  window.shopReplayEarlyInput = function () {
    document.removeEventListener('click', remember, true);
    document.removeEventListener('change', remember, true);
    ACCOMPANYING.forEach(function (type) {
      document.removeEventListener(type, hold, true);
    });
    window.shopReplayEarlyInput = function () {};
    early.splice(0).forEach(function (input) {
      var target = current(input);
      if (!target) return;
      if ('value' in input) {
        target.value = input.value;
        target.dispatchEvent(new Event('change', { bubbles: true }));
      } else target.click();
    });
  };
})();
