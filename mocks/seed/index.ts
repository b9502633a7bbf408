import type { MockDatabase } from '../db/database';

/** What a scenario asks of the seed on top of the base data (locations, menus, members, coupons…). */
export interface SeedOptions {
  /** Sign the demo member in: a session with DEMO_ACCESS_TOKEN exists. */
  signedIn?: boolean;
  /** Start with an order (cart) holding several lines at the first location. */
  cart?: 'empty' | 'full';
  /** The cart (if any) is for the catering menu. */
  channel?: 'default' | 'catering';
}

/** Fills an empty database with the deterministic seed. Implemented in this folder. */
export async function seedDatabase(_db: MockDatabase, _options: SeedOptions = {}): Promise<void> {
  // Filled in by the seed module.
}
