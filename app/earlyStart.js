// Loaded as a plain script in <head>, before the page's modules, to do what cannot wait for them.
// Not bundled: the build copies it to early-start.js, dropping the comment lines and indentation, and puts
// the localStorage keys in place of the __NAMES__.
(function () {
  // 1. The theme, so the page never paints in the wrong one: the settings live in extension storage
  // (async), so the settings store's localStorage mirror (THEME_MIRROR_KEY in stores/settings.ts) is read.
  // Following the system needs nothing here: theme.css does, until the app sets data-theme itself. Any
  // other word is taken as it stands (the store writes only the table's themes); one no sheet names draws
  // as the system's would, as a damaged mirror did, until the app sets the theme.
  try {
    var theme = localStorage.getItem('mahjong-theme');
    if (theme && /^(?!system$)[a-z]+$/.test(theme)) document.documentElement.dataset.theme = theme;
    // A table's colours (components/theme/tables.css) are not in the page's own sheet: the app keeps that
    // sheet's text once one is chosen (components/theme/tables.ts), put in the page here.
    document.head.appendChild(document.createElement('style')).textContent = localStorage.getItem('__TABLES_KEY__');
  } catch {
    // Storage unavailable: theme.css follows the system.
  }
  // 2. The frame this page showed when it was last left (app/firstFrame.ts keeps it), drawn as soon as
  // #app is parsed, then the page's entry module, which the build names in <meta name="mahjong:entry"> instead
  // of loading it (wxt.config.ts); without it (the dev server) the modules run as usual.
  var draw = function () {
    var app = document.getElementById('app');
    var entry = document.querySelector('meta[name="mahjong:entry"]');
    var start = function () {
      if (entry) import(entry.content);
    };
    var frame;
    try {
      // Shown only while the first-paint copy it was drawn from is still the page's own (no game, setting
      // or language changed since, in any tab), by the same release (its entry module), at the same window
      // width, and when the address asks for nothing else (#game=, #daily=, …).
      frame = JSON.parse(localStorage.getItem('__FIRST_FRAME_KEY__' + location.pathname));
      if (!(frame && frame.v === 1 && entry && frame.release === entry.content && frame.width === innerWidth && !location.hash &&
        frame.html && frame.copy && frame.copy === localStorage.getItem('__FIRST_PAINT_COPY_KEY__'))) frame = null;
    } catch {
      frame = null;
    }
    if (!frame || !app) return start();
    document.documentElement.lang = frame.lang;
    document.documentElement.dir = frame.dir;
    app.innerHTML = frame.html;
    // Named in the page's performance timeline: when the kept frame was drawn (tests and the bench read it).
    performance.mark('mahjong:first-frame');
    // Until the app takes over (app/firstFrame.ts), the taps, keys and presses on the frame are kept, for the
    // app to do again on the live page (the frame's own elements do nothing with them).
    var kept = { inputs: [], root: app.firstElementChild };
    kept.keep = function (event) {
      if (kept.root.isConnected) kept.inputs.push(event);
    };
    kept.types = ['click', 'keydown', 'pointerdown', 'pointerup'];
    kept.types.forEach(function (type) {
      addEventListener(type, kept.keep, true);
    });
    globalThis.__mahjongFirstFrame = kept;
    // The modules start once this frame is on screen: painted, not only built. Started as soon as it is
    // built, they took the main thread, and a core, from the paint while it was rasterised (bench/: first
    // paint 1.23× a static page of the same look, 1.10× waiting). The paint timing says when; a hidden page
    // paints nothing, and a browser that reports no paint starts them after a second.
    var started = false;
    var go = function () {
      if (started) return;
      started = true;
      setTimeout(start);
    };
    if (document.visibilityState === 'hidden') return go();
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        go();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the timer below starts them.
    }
    addEventListener('visibilitychange', go, { once: true });
    setTimeout(go, 1000);
  };
  if (document.readyState !== 'loading') return draw();
  document.addEventListener('readystatechange', draw, { once: true });
})();
