/**
 * How the built documents mark the rest of Mantine's styles (src/app/estilos/estilos-completos.ts): read by the
 * build (vite/estilos-completos.ts), the landing's prerender (src/prerender/documento.ts) and the app.
 */

/** The attribute of the rest's link in index.html. */
export const ATRIBUTO_DOS_ESTILOS_COMPLETOS = 'data-estilos-completos';
/** The meta tag the landing's document has in that link's place: where the app puts the link when it asks for it. */
export const META_DOS_ESTILOS_COMPLETOS = 'estilos-completos';
