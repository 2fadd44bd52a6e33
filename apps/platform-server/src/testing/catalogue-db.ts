import { loadMigrations, migrate } from '../db/migrate';
import { openDatabase, type Db } from '../db/open-database';
import { seedGames, seedMerchantVendors } from '../db/seed-games';

/**
 * A database with every migration, the seeded catalogue only, and two merchants: aurora (cockfight
 * on) and ember (cockfight off).
 */
export function createCatalogueTestDb(): Db {
  const db = openDatabase(':memory:');
  migrate(db, loadMigrations());
  db.exec(`INSERT INTO merchant (code, site_name, theme_pack) VALUES ('aurora', 'Aurora', 'aurora'), ('ember', 'Ember', 'ember')`);
  seedGames(db);
  seedMerchantVendors(db, [
    { code: 'aurora', cockfight: true },
    { code: 'ember', cockfight: false },
  ]);
  return db;
}
