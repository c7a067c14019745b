import { fetchRuntimeConfig } from '../config';
import { TEST_CONFIG } from '../../testing/render-shell';

function answering(status: number, body: unknown) {
  return jest.fn(
    async () => new Response(JSON.stringify(body), { status }),
  ) as unknown as jest.Mock & typeof fetch;
}

describe('reading /config.json at start', () => {
  it('asks for /config.json uncached and answers the API and remote URLs', async () => {
    const fetchImpl = answering(200, TEST_CONFIG);
    await expect(fetchRuntimeConfig(fetchImpl)).resolves.toEqual(TEST_CONFIG);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('refuses a config without a remote, naming it', async () => {
    const { mfe_admin: _dropped, ...remotes } = TEST_CONFIG.remotes;
    await expect(
      fetchRuntimeConfig(answering(200, { apiUrl: TEST_CONFIG.apiUrl, remotes })),
    ).rejects.toThrow('/config.json has no remotes.mfe_admin');
  });

  it('refuses a config without an API URL, or an error answer', async () => {
    await expect(
      fetchRuntimeConfig(answering(200, { remotes: TEST_CONFIG.remotes })),
    ).rejects.toThrow('/config.json has no apiUrl');
    await expect(fetchRuntimeConfig(answering(404, {}))).rejects.toThrow(
      '/config.json answered 404',
    );
  });
});
