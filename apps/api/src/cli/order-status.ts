/**
 * `npm run order:status -- <order number> <status>`: the shop's staff move an order on
 * (pending -> confirmed -> shipped -> delivered, or cancelled before it ships). Refused moves
 * say so and change nothing; every move is kept in the order's history.
 */
import { ORDER_STATUSES, type OrderStatus } from '@dino/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { moveOrderByStaff } from '../modules/shop/orders.service.ts';

const [numberArg, status] = process.argv.slice(2);
const number = Number(numberArg);
if (!Number.isInteger(number) || !(ORDER_STATUSES as readonly string[]).includes(status ?? '')) {
  console.error(`Usage: npm run order:status -- <order number> <${ORDER_STATUSES.join('|')}>`);
  process.exit(2);
}
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const order = await moveOrderByStaff(database.db, number, status as OrderStatus);
  console.log(`Order ${order.id} is now ${order.status}.`);
} catch (error) {
  console.error(`Order ${number} cannot move to ${status}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
