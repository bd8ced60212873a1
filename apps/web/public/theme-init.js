// Runs before first paint (external file: the CSP forbids inline scripts) so the stored theme never flashes.
(function () {
  var theme = 'dark';
  try {
    if (window.localStorage.getItem('theme') === 'light') theme = 'light';
  } catch (e) {
    // Storage can be blocked (privacy mode); the default theme is fine then.
  }
  document.documentElement.dataset.theme = theme;
})();
