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
  function load() {
    var files = JSON.parse(plan.textContent);
    files.preload.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = file.as;
      link.href = file.href;
      if (file.crossorigin) link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    files.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      // In order, as the deferred scripts they replace would run.
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // A tab opened in the background paints nothing until shown: it loads at once.
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
});
