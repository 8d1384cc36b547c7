/* global addEventListener, location, document */
// The public pages' visit counter (docs/visits.md): once the page has loaded, one beacon with
// its address, language and referrer. No cookie, nothing kept in the browser; the server counts
// only the pages it knows and skips robots.
addEventListener('load', function () {
  if (!navigator.sendBeacon) return;
  var view = {
    step: 'view',
    path: location.pathname,
    language: document.documentElement.lang,
    referrer: document.referrer,
  };
  navigator.sendBeacon('/api/visits', JSON.stringify({ events: [view] }));
});
