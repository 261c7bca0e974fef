/** What needs Dexie at run time, in one chunk loaded after the first screen (see carregar.ts). */
export { liveQuery } from 'dexie';
export { obterOutbox, pararOutrosUsuarios } from './outbox';
