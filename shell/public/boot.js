// Starts the app just after the prerendered page has painted, so the app's download and start-up never hold up
// the first paint. The prerender step points each page's one script here, naming the app entry in data-main.
(function startAfterFirstPaint() {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-main');
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var app = document.createElement('script');
      app.src = entry;
      app.async = true;
      document.head.appendChild(app);
    }, 0);
  });
})();
