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
