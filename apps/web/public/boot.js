// Pre-rendered pages (ADR 076) are on screen before any script runs. Their app scripts wait in a <template> until the
// first frame is painted, so the page's own bytes are not queued behind the app's on a slow connection.
(function () {
  var template = document.getElementById('app-scripts');
  if (!template) return;
  function start() {
    // Preloads first, so the module graph and the catalogues are fetched side by side.
    var nodes = Array.prototype.slice.call(template.content.querySelectorAll('link')).concat(Array.prototype.slice.call(template.content.querySelectorAll('script')));
    for (var i = 0; i < nodes.length; i++) {
      var source = nodes[i];
      var node = document.createElement(source.tagName.toLowerCase());
      for (var j = 0; j < source.attributes.length; j++) node.setAttribute(source.attributes[j].name, source.attributes[j].value);
      document.head.appendChild(node);
    }
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
