// The build's helper for a lazy import: it adds the style sheets the lazy chunk needs (as a link each,
// once) and then imports it. It stands in for the bundler's own, which also handles module preloads
// (the pages preload nothing lazily: wxt.config.ts) and a base URL the extension does not have, and
// weighs three times as much in the first load. wxt.config.ts loads it in place of vite/preload-helper.
var sheets = {};
var sheet = function (href) {
  return (sheets[href] ??= new Promise(function (resolve, reject) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = resolve;
    link.onerror = function () {
      reject(new Error('Unable to preload CSS for ' + href));
    };
    document.head.appendChild(link);
  }));
};
export var __vitePreload = function (load, deps) {
  var css = (deps || []).filter(function (dep) {
    return dep.endsWith('.css') && !document.querySelector('link[rel="stylesheet"][href="/' + dep + '"]');
  });
  return css.length === 0 ? load() : Promise.all(css.map(function (dep) { return sheet('/' + dep); })).then(load);
};
