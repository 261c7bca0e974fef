import path from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// A relative path: the config is loaded by Node, which would not follow the package's .ts entry.
import { colors } from '../../packages/shared/src/design-tokens';
import { estilosCompletos } from './vite/estilos-completos';
import { GRUPOS, verificarCampo, verificarEntrada } from './vite/grupos-de-chunks';
import { precarregarCampo } from './vite/precarga-do-campo';

// `isSsrBuild`: the landing's prerender (scripts/prerender-landing.mjs) builds src/prerender for Node.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    isSsrBuild ? null : verificarCampo(),
    isSsrBuild ? null : verificarEntrada(),
    // A signed-in visit asks for the answering screen's chunk while the entry downloads (issue 16 §4).
    // SEM_PRECARGA=1 builds without it, to measure what it gains (docs/performance.md).
    isSsrBuild || process.env.SEM_PRECARGA ? null : precarregarCampo(),
    // Mantine's styles in two sheets, the landing's in the entry and the rest linked from index.html (issue 16 §4).
    isSsrBuild ? null : estilosCompletos(),
    // The installable app shell (issue 16 §3): our own service worker (src/sw.ts) with the built shell's
    // precache list injected. It is registered from the signed-in area only (features/pwa), never by a
    // script in index.html, so the landing's first visit does not download it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Guia de Sustentabilidade da Pecuária',
        short_name: 'Guia Pecuária',
        description:
          'Autoavaliação de sustentabilidade da cadeia da pecuária: voluntária, gratuita e confidencial. Responda mesmo sem internet.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/resumo',
        scope: '/',
        id: '/resumo',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: colors.primary,
        background_color: colors.background,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The manifest's icons are fetched by the browser when it installs; the shell does not need them offline.
      includeManifestIcons: false,
      injectManifest: {
        // The shell: index.html, the scripts, styles and the Latin font (Portuguese needs no other subset). Not the .br/.gz copies (the
        // server picks one per request), the PDFs (cartilhas) or the other scripts' fonts. Not the prerendered
        // landing.html either (written after this, and never matched): offline, every path opens the empty shell.
        globPatterns: [
          'index.html',
          'assets/**/*.{js,css}',
          'assets/**/inter-latin-wght-*.woff2',
          'favicon.svg',
        ],
        globIgnores: ['**/*.br', '**/*.gz'],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies next to each asset, made once at build time at the highest levels, so
    // the server only picks one (@fastify/static preCompressed). index.html is left out: the server
    // rewrites it with the deployment's settings and compresses it in memory at start.
    // The prerender's Node bundle is run once and thrown away: nothing to compress.
    isSsrBuild
      ? null
      : compression({
          algorithms: [
            defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            defineAlgorithm('gzip', { level: 9 }),
          ],
          exclude: [/index\.html$/],
          threshold: 1024,
          logLevel: 'silent',
        }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    sourcemap: false,
    // .vite/manifest.json: the prerender links the landing's own chunk and style sheet from it.
    manifest: true,
    // The entry holds everything the first screen needs (React DOM, the router, Mantine's core, i18next).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // The chunk graph for a slow HTTP/1.1 link (issue 16 §4): see vite/grupos-de-chunks.ts.
        codeSplitting: { groups: GRUPOS },
      },
    },
  },
}));
