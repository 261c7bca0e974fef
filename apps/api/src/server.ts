import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { garantirRollup } from './modules/admin-estatisticas/estatisticas-rollup.ts';
import { ensureAdministrator } from './modules/auth/ensure-administrator.ts';
import { localFileStore } from './plugins/file-store.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.dataDir,
  poolMax: config.DATABASE_POOL_MAX,
});
await database.migrate();
const fileStore = localFileStore(path.join(config.dataDir, 'files'));
await seedDatabase(database.db, fileStore);
// The admin statistics rollup, built once from the existing data (a no-op once built).
await garantirRollup(database.db);

const app = await buildApp({ config, db: database.db, fileStore });
await ensureAdministrator(app.db, config, app.log);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`${config.PRODUCT_NAME} pronto em ${config.publicUrl} (banco: ${database.driver})`);
