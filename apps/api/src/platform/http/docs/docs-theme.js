/* global document, window */
// The API reference's theme (the site's `theme` key in local storage, dark by default, SPEC §1) and its toggle.
// Loaded in <head> as a file of our own origin: the CSP allows no inline script.
// Swagger UI's standalone preset only adds its top bar, which this page replaces with its own header: a no-op stands
// in for it, so its script is not loaded at all.
window.SwaggerUIStandalonePreset = function () {
  return {};
};

(function () {
  var root = document.documentElement;
  function stored() {
    try {
      return window.localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
    } catch (e) {
      return 'dark';
    }
  }
  function label(button, theme) {
    button.setAttribute('aria-label', theme === 'light' ? 'Switch to dark theme' : 'Switch to light theme');
  }
  function apply(theme) {
    root.dataset.theme = theme;
    var button = document.getElementById('theme-toggle');
    if (button) label(button, theme);
  }
  apply(stored());
  document.addEventListener('DOMContentLoaded', function () {
    var button = document.getElementById('theme-toggle');
    if (!button) return;
    // Only the label: setting the theme again would restyle the whole page for nothing.
    label(button, root.dataset.theme);
    button.addEventListener('click', function () {
      var next = root.dataset.theme === 'light' ? 'dark' : 'light';
      try {
        window.localStorage.setItem('theme', next);
      } catch (e) {
        // Storage can be blocked (privacy mode): the choice then lasts for this page only.
      }
      apply(next);
    });
  });
})();
