/** `npm run seed`: seeds the demo data into the configured database if it is empty. */
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { seedDemoOnce } from './demo.ts';

const { app, deps } = await buildApp({ ...loadConfig(), logLevel: 'warn' });
const seeded = await seedDemoOnce(deps);
console.log(seeded ? `Seeded demo accounts (password ${seeded.password}): ${seeded.accounts.map((a) => a.email).join(', ')}` : 'Database not empty; nothing seeded.');
await app.close();
