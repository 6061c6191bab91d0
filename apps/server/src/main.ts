/** Process entry: load config, open the database, seed the demo on first start, listen, shut down cleanly. */
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { installGracefulShutdown } from './platform/shutdown.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const { app, deps } = await buildApp(config);
  const seedDemo = config.seedDemo ?? deps.database.kind !== 'postgres';
  if (seedDemo) {
    const seeded = await seedDemoIfEmpty(deps);
    if (seeded) {
      app.log.info('Seeded demo data. Demo accounts (password for all: %s):', seeded.password);
      for (const account of seeded.accounts) console.log(`  ${account.role.padEnd(16)} ${account.email}`);
    }
  }
  installGracefulShutdown(app, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Lintel is running on ${config.publicUrl} (database: ${deps.database.kind}, data: ${config.dataDir})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
