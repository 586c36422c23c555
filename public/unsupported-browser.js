/* Unsupported browser (spec 1 §2): Internet Explorer below 11 sees the static page in index.html.
   ES3 on purpose; a classic script because the CSP allows no inline script.
   test/unit/shell/browserSupport.test.ts keeps it in step with isUnsupportedBrowser. */
;(function () {
  var ua = navigator.userAgent
  var trident = /Trident\/(\d+)/.exec(ua)
  var msie = /MSIE (\d+)/.exec(ua)
  var version = trident ? parseInt(trident[1], 10) + 4 : msie ? parseInt(msie[1], 10) : null
  if (version === null || version >= 11) return
  var match = /^\/(ko|ja|zh)(\/|$)/.exec(location.pathname)
  var lang = match ? match[1] : 'en'
  var box = document.getElementById('unsupported-browser')
  var blocks = box.getElementsByTagName('div')
  for (var i = 0; i < blocks.length; i++) {
    blocks[i].style.display = blocks[i].getAttribute('lang') === lang ? 'block' : 'none'
  }
  box.style.display = 'block'
  document.getElementById('root').style.display = 'none'
})()
