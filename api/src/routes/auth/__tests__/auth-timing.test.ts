import { invitations } from '../../../db/schema';
import { SHOPPER, suiteApp } from '../../../test-support/test-app';
import { compareMedians } from '../../../test-support/timing';

/**
 * Whether an email has an account must not show in how long the answer takes. Each test takes
 * 40 samples of each in turns and compares the medians with a generous bound: a shared machine
 * is noisy, but work done for one kind of email only (a token, a mail: about twice the time)
 * stands out of it.
 */
const SAMPLES = 40;
const BOUND = 1.35;

describe('answer times for a registered and an unknown email', () => {
  // Failures are not slowed down here: every sample does the whole work it measures.
  const t = suiteApp({}, { devOutbox: true, rateLimitLoginAccount: 1_000_000 });
  const post = (url: string, payload: object) => () =>
    t.call({ method: 'POST', url, payload }).then((response) => {
      if (response.statusCode >= 500) throw new Error(response.body);
    });
  const settle = () => t.app.background.idle();

  it('forgot-password takes as long for either', async () => {
    const times = await compareMedians(
      SAMPLES,
      post('/api/auth/forgot-password', { email: SHOPPER.email }),
      post('/api/auth/forgot-password', { email: 'nobody-here@example.com' }),
      settle,
    );
    expect([times.ratio < BOUND, times]).toEqual([true, times]);
  });

  it('a wrong password takes as long as an unknown email at login', async () => {
    const times = await compareMedians(
      SAMPLES,
      post('/api/auth/login', { email: SHOPPER.email, password: 'not-the-password' }),
      post('/api/auth/login', { email: 'nobody-here@example.com', password: 'not-the-password' }),
      settle,
    );
    expect([times.ratio < BOUND, times]).toEqual([true, times]);
  });

  it('signup with a usable invitation takes as long for a taken email as for a new one', async () => {
    const codes = Array.from({ length: SAMPLES + 4 }, (_, i) => `TIMING-${i}`);
    await t.database.db.insert(invitations).values(codes.map((code) => ({ code })));
    let next = 0;
    const body = (email: string, invitationId: string) => ({
      nickname: 'timing',
      email,
      password: 'Timing#Pass2026',
      invitationId,
    });
    const times = await compareMedians(
      SAMPLES,
      // A taken email consumes nothing, so one code serves every sample of it.
      post('/api/auth/signup', body(SHOPPER.email, 'TIMING-0')),
      () => {
        next += 1;
        return post('/api/auth/signup', body(`timing-${next}@example.com`, `TIMING-${next}`))();
      },
      settle,
    );
    expect([times.ratio < BOUND, times]).toEqual([true, times]);
  });
});
