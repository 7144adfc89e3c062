// Loaded as a plain script in <head>, before the page's modules, to do two things that cannot wait
// for them. Not bundled: the build copies it to early-start.js, dropping the comment lines and
// indentation, and puts the first-paint keys (stores/storage/keys.ts) in place of __FIRST_PAINT_KEYS__.
(function () {
  // 1. The theme, so the page never paints in the wrong one: the settings live in extension storage
  // (async), so the settings store's localStorage mirror (THEME_MIRROR_KEY in stores/settings.ts) is read.
  try {
    var preference = localStorage.getItem('mahjong-theme');
    var dark = preference === 'dark' ||
      (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  } catch {
    // Storage unavailable: theme.css falls back to prefers-color-scheme.
  }
  // 2. What the first paint needs from storage, asked for now, while the modules still load; the page
  // takes the answers over (app/startupReads.ts). Keys changed after asking are noted, on each
  // area's own event as the page listens to it, so that no answer older than a fresh read is used.
  var api = typeof browser !== 'undefined' && browser.storage ? browser : typeof chrome !== 'undefined' ? chrome : null;
  var notes = {};
  var stop = function () {
    for (var area in notes) api.storage[area].onChanged.removeListener(notes[area]);
  };
  try {
    // With the page's first-paint copy there (app/firstPaintCopy.ts), the first frame needs no storage
    // API: Firefox builds it on first use, on this thread, so it is left alone until that frame is shown.
    if (localStorage.getItem('__FIRST_PAINT_COPY_KEY__') !== null) return;
    var keys = __FIRST_PAINT_KEYS__;
    var changed = { local: [], sync: [] };
    var read = function (area) {
      notes[area] = function (changes) {
        changed[area].push.apply(changed[area], Object.keys(changes));
      };
      api.storage[area].onChanged.addListener(notes[area]);
      var reading = api.storage[area].get(keys[area]);
      reading.catch(function () {});
      return reading;
    };
    globalThis.__mahjongEarlyReads = { local: read('local'), sync: read('sync'), changed: changed, stop: stop };
  } catch {
    // No early read: the page reads storage itself.
    if (api) stop();
  }
})();
