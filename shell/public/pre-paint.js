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
    // In order, as the deferred scripts they replace would run.
    element.async = false;
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
// field is the exception: held, it never reached a field React already runs (one rendered in
// the browser, or hydrated before the rest of the page), whose next render then put back the
// empty value React knew, and the shopper's text was gone. So typing goes through, and each
// field typed into is also kept and its text handed to the page once it has taken over, for a
// field React could not hear yet (not hydrated, or rendered anew over the first paint).
(function () {
  var early = [];
  var typed = [];
  var NOT_TEXT = /^(checkbox|radio|button|submit|reset|image|file|range|color)$/;
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
  function describe(control) {
    var name =
      control.getAttribute('aria-label') || control.name || (control.textContent || '').trim();
    var same = function (other) {
      var otherName =
        other.getAttribute('aria-label') || other.name || (other.textContent || '').trim();
      return otherName === name;
    };
    var root = document.getElementById('root');
    var all = Array.prototype.filter.call(root.querySelectorAll(control.localName), same);
    return { tag: control.localName, same: same, index: all.indexOf(control) };
  }
  function current(input) {
    if (input.target.isConnected) return input.target;
    var root = document.getElementById('root');
    var all = Array.prototype.filter.call(root.querySelectorAll(input.was.tag), input.was.same);
    return all[input.was.index] || null;
  }
  function isTextField(target) {
    if (target instanceof HTMLTextAreaElement) return true;
    return target instanceof HTMLInputElement && !NOT_TEXT.test(target.type);
  }
  function hold(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('#root')) return;
    if (!isTextField(target)) event.stopPropagation();
    else if (event.type === 'input') keepTyped(target);
  }
  function keepTyped(field) {
    for (var i = 0; i < typed.length; i += 1) if (typed[i].target === field) typed.splice(i, 1);
    typed.push({ target: field, was: describe(field), value: field.value });
  }
  // React hears a change of a field against the value it last knew (kept on the element): it is
  // told the field was empty, then shown the text, so the text reads as the shopper's change.
  function handOver(input) {
    var field = current(input);
    if (!field) return;
    var text = input.target === field ? field.value : input.value;
    var focused = document.activeElement === field;
    var caret = focused && selection(field);
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (caret) field.setSelectionRange(caret[0], caret[1]);
  }
  function selection(field) {
    try {
      return field.selectionStart === null ? null : [field.selectionStart, field.selectionEnd];
    } catch {
      return null; // an e-mail or number field has no caret to read
    }
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
    // The text first: a kept tap on a form's button sends what was typed.
    typed.splice(0).forEach(handOver);
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
