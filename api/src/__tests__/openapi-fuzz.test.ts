import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { invitations, orders } from '../db/schema';
import {
  operationsOf,
  requestsFor,
  type FuzzRequest,
  type OpenApiDocument,
} from '../test-support/fuzz/requests';
import type { Known } from '../test-support/fuzz/values';
import { ADMIN, SHOPPER, suiteApp } from '../test-support/test-app';

/**
 * Property-based fuzzing of every route the OpenAPI document publishes: paths, queries and
 * bodies drawn from their schemas (valid values pushed to their bounds, and hostile ones: NUL
 * and other control characters, 2^31, 2^53, negatives, floats, odd nested filters, wrong types,
 * over-long text), sent as a customer and as an admin. No answer may be a 5xx.
 * Seeded and bounded: FUZZ_SEED, FUZZ_RUNS (requests per route and role), FUZZ_SECONDS.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 35);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 50);
const DATABASE = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';

interface Failure {
  role: string;
  request: FuzzRequest;
  status: number;
  body: string;
}

describe('fuzzing every route of the OpenAPI document', () => {
  // The fuzzer guesses the demo accounts' passwords at login: the suite signs in again after
  // logout, so the failed-login slow-down (tested on its own) must not lock it out.
  const t = suiteApp({}, { rateLimitLoginAccount: 1_000_000 });
  let tokens: Record<'customer' | 'admin', string>;
  let known: Known;
  const signIn = async () => {
    tokens = {
      customer: await t.login(SHOPPER.email, SHOPPER.password),
      admin: await t.login(ADMIN.email, ADMIN.password),
    };
  };
  beforeAll(async () => {
    await signIn();
    const orderIds = await t.database.db.select({ id: orders.id }).from(orders).limit(10);
    const codes = await t.database.db.select({ code: invitations.code }).from(invitations).limit(5);
    known = {
      uuids: orderIds.map((row) => row.id),
      codes: codes.map((row) => row.code),
      emails: [SHOPPER.email, ADMIN.email, 'mary@example.com'],
    };
  });

  it(
    'answers every request with less than 500, as a customer and as an admin',
    async () => {
      const operations = operationsOf(t.app.swagger() as unknown as OpenApiDocument);
      const roles = ['customer', 'admin'] as const;
      const deadline = Date.now() + SECONDS * 1000;
      let left = operations.length * roles.length;
      const failures: Failure[] = [];
      let requests = 0;
      let address = 0;

      for (const operation of operations) {
        for (const [index, role] of roles.entries()) {
          const property = fc.asyncProperty(requestsFor(operation, known), async (request) => {
            address += 1;
            const response = await t.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: { ...request.headers, authorization: `Bearer ${tokens[role]}` },
              payload: request.payload,
              // A new client address per request, so per-IP rate limits do not end the run.
              remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
            });
            requests += 1;
            if (response.statusCode >= 500) {
              failures.push({ role, request, status: response.statusCode, body: response.body });
            }
            return true;
          });
          // What is left of the time, shared by the routes still to come.
          const budget = Math.max(100, (deadline - Date.now()) / left);
          left -= 1;
          const started = Date.now();
          const before = requests;
          const run = await fc.check(property, {
            seed: SEED + operations.indexOf(operation) * 2 + index,
            numRuns: RUNS,
            interruptAfterTimeLimit: budget,
          });
          if (process.env.FUZZ_DEBUG)
            process.stdout.write(
              `${operation.method} ${operation.path} ${role}: ${requests - before} in ${Date.now() - started} ms\n`,
            );
          // A time slice may end a route early; a property that threw (inject refused) may not.
          if (run.failed && !run.interrupted) throw new Error(fc.defaultReportMessage(run));
        }
        // Logging out ends the session the tokens belong to: the routes after it get new ones,
        // or they would only ever answer 401.
        if (operation.path.endsWith('/auth/logout')) await signIn();
      }
      // Every role still reached the routes with a live session to the end.
      for (const role of roles) {
        const me = await t.call({ method: 'GET', url: '/api/user/me', token: tokens[role] });
        expect(me.statusCode).toBe(200);
      }

      const report = { database: DATABASE, seed: SEED, requests, fiveHundreds: failures.length };
      const dir = path.resolve(__dirname, '../../../reports/fuzz');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `api-fuzz-${DATABASE}.json`),
        JSON.stringify({ ...report, failures }, null, 2),
      );
      process.stdout.write(`API fuzz on ${DATABASE}: ${JSON.stringify(report)}\n`);
      expect(requests).toBeGreaterThan(operations.length * roles.length * 5);
      expect(failures.slice(0, 10)).toEqual([]);
    },
    SECONDS * 1000 + 60_000,
  );
});
