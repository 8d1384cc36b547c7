/**
 * One process of the two-process day-closing test: opens the database of DATABASE_URL, says
 * "ready", waits for a line on stdin (the test sends it to both processes at once), closes the
 * days due at NOW and prints how many it closed.
 */
import readline from 'node:readline';
import { openDatabase } from '../server/db/client';
import { closeDueDays } from '../server/modules/billing/day-closing';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' });
await database.ping();
process.stdout.write('ready\n');
const lines = readline.createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();
const closed = await closeDueDays(database.db, new Date(process.env.NOW!));
process.stdout.write(`${JSON.stringify({ closed })}\n`);
await database.close();
