// Pre-rendered pages (ADR 076) are on screen before any script runs. Their app scripts wait in a <template> until the
// first frame is painted, so the page's own bytes are not queued behind the app's on a slow connection.
(function () {
  var template = document.getElementById('app-scripts');
  if (!template) return;
  // Preloads first, so the module graph and the catalogues are fetched side by side.
  var nodes = Array.prototype.slice.call(template.content.querySelectorAll('link')).concat(Array.prototype.slice.call(template.content.querySelectorAll('script')));
  var next = 0;
  // Each inserted element starts a request, which costs the main thread a little; a slow phone would spend one long
  // task on all of them, so they go in a few short tasks instead.
  var SLICE_MS = 4;
  function insertSome() {
    var started = performance.now();
    while (next < nodes.length && performance.now() - started < SLICE_MS) {
      var source = nodes[next++];
      var node = document.createElement(source.tagName.toLowerCase());
      for (var j = 0; j < source.attributes.length; j++) node.setAttribute(source.attributes[j].name, source.attributes[j].value);
      document.head.appendChild(node);
    }
    if (next < nodes.length) setTimeout(insertSome, 0);
  }
  requestAnimationFrame(function () {
    setTimeout(insertSome, 0);
  });
})();
