// The worker thread's entry (see pdf-pool.ts). A worker does not get the server's `--import tsx`
// hooks in time on Node 20 (`execArgv` registers them after the entry loads), so this plain
// JavaScript entry registers tsx itself, then loads the TypeScript renderers through it.
import { register } from 'tsx/esm/api';

register();
const { default: renderizar } = await import('./pdf.worker.ts');

export default renderizar;
