// Loaded as a plain script in <head> so the page never paints in the wrong theme:
// the settings live in extension storage (async), so the settings store's localStorage
// mirror (THEME_MIRROR_KEY in stores/settings.ts) is read here.
(function () {
  try {
    var preference = localStorage.getItem('mahjong-theme');
    var dark = preference === 'dark' ||
      (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  } catch {
    // Storage unavailable: theme.css falls back to prefers-color-scheme.
  }
})();
