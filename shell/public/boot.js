// Starts the app just after the prerendered page has painted, so the app's download and start-up never hold up
// the first paint. The prerender step points each page's one script here, naming the app entry in data-main.
(function startAfterFirstPaint() {
  // Until the app has started, a press on a button of an interactive region (data-island) or on a menu or
  // disclosure button (aria-controls) is held, not lost: the page script does it again once that region has booted
  // or that button is wired (src/islands.ts, features/islands/lib/early-presses.ts).
  var earlyPresses = (window.__clinicEarlyPresses = []);
  document.addEventListener(
    'click',
    function holdEarlyPress(event) {
      if (document.documentElement.hasAttribute('data-app-ready')) return;
      var target = event.target instanceof Element ? event.target : null;
      var button = target && target.closest('[data-island] button, button[aria-controls]');
      if (!button) return;
      event.preventDefault();
      earlyPresses.push(button);
    },
    true,
  );

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
