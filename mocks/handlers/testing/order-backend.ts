import { pinClock } from '../../clock';
import { setDatabaseResolver } from '../../db/context';
import type { MockDatabase } from '../../db/database';
import { server } from '../../node';
import { donationsHandlers } from '../donations';
import { menusHandlers } from '../menus';
import { ordersHandlers } from '../orders';
import { rewardsHandlers } from '../rewards';
import { upsellsHandlers } from '../upsells';
import { createOrderFixtures, MONDAY_NOON } from './order-fixtures';

/**
 * Test set-up for the order backend: before each test a fresh fixture database answers, the
 * stateful order handlers run in front of the generated fallbacks, and the clock reads Monday noon.
 */
export function setUpOrderBackend(): { readonly db: MockDatabase } {
  let db: MockDatabase | undefined;
  beforeEach(async () => {
    const fresh = await createOrderFixtures();
    db = fresh;
    setDatabaseResolver(() => fresh);
    server.use(
      ...ordersHandlers,
      ...menusHandlers,
      ...rewardsHandlers,
      ...upsellsHandlers,
      ...donationsHandlers,
    );
    pinClock(MONDAY_NOON);
  });
  afterEach(() => pinClock(undefined));
  return {
    get db() {
      if (!db) throw new Error('The order backend is set up before each test.');
      return db;
    },
  };
}
