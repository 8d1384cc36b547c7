/* global addEventListener, location, document */
// The public pages' visit counter (docs/visits.md): one beacon with the page's address, language
// and referrer, a few seconds after the page has loaded or as it is hidden, whichever comes
// first. A page's first beacon costs the browser tens of milliseconds of main-thread work, which
// must not land while the page is still settling. No cookie, nothing kept in the browser; the
// server counts only the pages it knows and skips robots.
(function () {
  if (!navigator.sendBeacon) return;
  var DELAY_MS = 3000;
  var loaded = false;
  var sent = false;
  var timer = 0;

  function send() {
    if (!loaded || sent) return;
    sent = true;
    clearTimeout(timer);
    var view = {
      step: 'view',
      path: location.pathname,
      language: document.documentElement.lang,
      referrer: document.referrer,
    };
    navigator.sendBeacon('/api/visits', JSON.stringify({ events: [view] }));
  }

  addEventListener('load', function () {
    loaded = true;
    timer = setTimeout(send, DELAY_MS);
  });
  addEventListener('pagehide', send);
  // A phone may close a hidden tab without a pagehide.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') send();
  });
})();
