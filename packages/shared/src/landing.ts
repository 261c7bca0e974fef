/**
 * The landing page (`/`) is prerendered at build time into its own document (issue 16 §4): its first
 * paint needs no JavaScript. The web build writes that document and the server serves it; these are the
 * two things they must agree on.
 */

/**
 * Stands for the product's name in the prerendered markup. The build cannot know the deployment's name
 * (PRODUCT_NAME): the server writes it in place of this at start, as it writes the meta tags.
 */
export const PRODUTO_NA_LANDING = '__GUIA_PRODUTO__';

/**
 * The landing document's only inline script, the first thing in its head. A visitor with a session in
 * this browser (and no recover link's `?token=`) goes to /resumo before the landing paints, as the app's
 * router would send them once its code arrived. The server allows this exact text by its hash in the
 * Content-Security-Policy.
 */
export const SCRIPT_DA_LANDING =
  'try{var s=JSON.parse(localStorage.getItem("guia.auth")||"null");' +
  'if(s&&s.token&&!new URLSearchParams(location.search).has("token")){' +
  'document.documentElement.style.visibility="hidden";location.replace("/resumo")}}catch(e){}';
