/**
 * Process entry: load config, open the database, seed the demo on first start, listen, shut down cleanly.
 * With `--prepare`: migrate and seed only, then exit 0 (scripts/cluster.mjs runs it once before the instances).
 */
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { seedDemoOnce } from './seed/demo.ts';
import { installGracefulShutdown } from './platform/shutdown.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // `--prepare` (npm run cluster): migrate and seed once, then exit, before N instances start.
  const prepareOnly = process.argv.includes('--prepare');
  const { app, deps } = await buildApp(prepareOnly ? { ...config, logLevel: 'warn' } : config);
  const seedDemo = config.seedDemo ?? deps.database.kind === 'pglite';
  if (seedDemo) {
    const seeded = await seedDemoOnce(deps);
    if (seeded) {
      app.log.info('Seeded demo data. Demo accounts (password for all: %s):', seeded.password);
      for (const account of seeded.accounts) console.log(`  ${account.role.padEnd(16)} ${account.email}`);
    }
  }
  if (prepareOnly) {
    await app.close();
    console.log(`Database ready (migrations applied${seedDemo ? ', demo seeded if it was empty' : ''}).`);
    return;
  }
  installGracefulShutdown(app, config.shutdownGraceMs, { readiness: deps.readiness, drainMs: config.ops.shutdownDrainMs });
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Lintel is running on ${config.publicUrl} (database: ${deps.database.kind}, data: ${config.dataDir}, instance: ${config.ops.instanceName}, role: ${config.ops.role})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
