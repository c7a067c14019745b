import { invitations } from '../../../db/schema';
import { SHOPPER, suiteApp } from '../../../test-support/test-app';
import { comparePairs, type TimeComparison } from '../../../test-support/timing';

/**
 * Whether an email has an account must not show in how long the answer takes. Each test times
 * the two kinds of request in 80 pairs and counts which one answered first in each. With the
 * same work that is even odds, whatever else the machine is doing; work that one kind does and
 * the other does not makes it lose nearly every pair, however small: the signup's transaction
 * skipped for a taken email (3–4 ms of a 25 ms answer) let it win 67–72 of 80 when measured.
 * A kind fails the test when it wins more than 60 pairs (even odds get there once in 370,000
 * tries) by more than half a millisecond between the medians: a registered email's reset
 * request, whose mail is sent after the answer, wins up to 56 pairs by a few microseconds.
 */
const PAIRS = 80;
const MOST = 60;
const even = (times: TimeComparison) => [
  Math.max(times.aFaster, times.bFaster) <= MOST || Math.abs(times.a - times.b) < 0.5,
  times,
];

describe('answer times for a registered and an unknown email', () => {
  // Failures are not slowed down here: every sample does the whole work it measures.
  const t = suiteApp({}, { devOutbox: true, rateLimitLoginAccount: 1_000_000 });
  const post = (url: string, payload: object) => () =>
    t.call({ method: 'POST', url, payload }).then((response) => {
      if (response.statusCode >= 500) throw new Error(response.body);
    });
  const settle = () => t.app.background.idle();

  it('forgot-password takes as long for either', async () => {
    const times = await comparePairs(
      PAIRS,
      post('/api/auth/forgot-password', { email: SHOPPER.email }),
      post('/api/auth/forgot-password', { email: 'nobody-here@example.com' }),
      settle,
    );
    expect(even(times)).toEqual([true, times]);
  });

  it('a wrong password takes as long as an unknown email at login', async () => {
    const times = await comparePairs(
      PAIRS,
      post('/api/auth/login', { email: SHOPPER.email, password: 'not-the-password' }),
      post('/api/auth/login', { email: 'nobody-here@example.com', password: 'not-the-password' }),
      settle,
    );
    expect(even(times)).toEqual([true, times]);
  });

  it('signup with a usable invitation takes as long for a taken email as for a new one', async () => {
    const codes = Array.from({ length: PAIRS + 4 }, (_, i) => `TIMING-${i}`);
    await t.database.db.insert(invitations).values(codes.map((code) => ({ code })));
    let next = 0;
    const body = (email: string, invitationId: string) => ({
      nickname: 'timing',
      email,
      password: 'Timing#Pass2026',
      invitationId,
    });
    const times = await comparePairs(
      PAIRS,
      // A taken email consumes nothing, so one code serves every sample of it.
      post('/api/auth/signup', body(SHOPPER.email, 'TIMING-0')),
      () => {
        next += 1;
        return post('/api/auth/signup', body(`timing-${next}@example.com`, `TIMING-${next}`))();
      },
      settle,
    );
    expect(even(times)).toEqual([true, times]);
  });
});
