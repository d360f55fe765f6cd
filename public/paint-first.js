// Starts the page's scripts once a frame has been painted (src/shell/document/paint-first-head.tsx
// says why). A file rather than an inline script, so the Content-Security-Policy allows scripts
// from this origin only and needs no per-page hash (src/server/http/security-headers.cjs).
// It runs deferred, after the document is parsed; the scripts to start are the preloads the
// head marks with data-paint-first, in their order (async = false keeps it). A hidden tab
// paints no frame, so a timer starts them anyway.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[data-paint-first]');
    for (var index = 0; index < links.length; index += 1) {
      var script = document.createElement('script');
      script.src = links[index].getAttribute('href');
      var crossOrigin = links[index].getAttribute('crossorigin');
      if (crossOrigin !== null) script.crossOrigin = crossOrigin;
      script.async = false;
      document.body.appendChild(script);
    }
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
