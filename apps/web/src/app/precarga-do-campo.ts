/**
 * The answering screen's code, asked for while the entry downloads (issue 16 §4). A signed-in visit needs the
 * `campo` chunk (the signed-in shell and the answering screen, vite/grupos-de-chunks.ts) right after the
 * entry, but the entry only asks for it once it has run: two waves of downloads on a slow link. The build
 * writes the chunk's files into a meta tag of index.html (vite/precarga-do-campo.ts), and this script, inline
 * in the head, adds a `modulepreload` for each when the browser keeps a session (the auth store's
 * `guia.auth`, read synchronously as the page starts). A visitor without one downloads nothing more, and the
 * administration's screens (another frame) are left out.
 *
 * The text is constant, so that the Content-Security-Policy allows it by its hash: the server hashes the
 * inline scripts of the built documents at start (apps/api/src/web-app.ts).
 */

/**
 * The meta tag's name: its `content` is the chunks' files, absolute paths separated by spaces, with their style
 * sheets (preloaded as such: the import's loader adds them as style sheets once the entry runs, and waits).
 */
export const META_DO_CAMPO = 'campo-chunks';

/** The inline script (ES5, no module: it runs before any). Malformed storage or a missing tag: nothing. */
export const SCRIPT_DO_CAMPO =
  'try{var s=JSON.parse(localStorage.getItem("guia.auth")||"null"),' +
  `m=document.querySelector('meta[name="${META_DO_CAMPO}"]');` +
  'if(s&&s.token&&m&&location.pathname.indexOf("/admin")!==0)' +
  'm.content.split(" ").forEach(function(f){if(f){var l=document.createElement("link");' +
  'if(/\\.css$/.test(f)){l.rel="preload";l.setAttribute("as","style")}else l.rel="modulepreload";' +
  'l.crossOrigin="";l.href=f;document.head.appendChild(l)}})}catch(e){}';
