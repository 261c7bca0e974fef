/**
 * The landing's prerender (issue 16 §4), run by `npm run build` after `vite build`: builds src/prerender for
 * Node into a temporary folder, renders the landing with React's server renderer and writes
 * dist/landing.html (the shell with the landing's markup), which the server sends for `/` only. Every other
 * path, and the service worker's offline fallback, keep dist/index.html, the empty shell.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const saida = mkdtempSync(path.join(tmpdir(), 'guia-prerender-'));

try {
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    // One self-contained file: nothing to resolve from the temporary folder.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/landing.tsx',
      outDir: saida,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'landing.mjs' } },
    },
  });
  const { documentoDaLanding } = await import(pathToFileURL(path.join(saida, 'landing.mjs')).href);
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifesto = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const html = await documentoDaLanding(shell, manifesto);
  writeFileSync(path.join(dist, 'landing.html'), html);
  console.log(
    `dist/landing.html: ${(Buffer.byteLength(html) / 1000).toFixed(1)} kB (a landing pré-renderizada)`,
  );
} finally {
  rmSync(saida, { recursive: true, force: true });
}
