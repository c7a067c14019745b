import { scriptBodyBytes } from '../script-bytes.mjs';

describe("the bench's JavaScript bytes", () => {
  it('counts the scripts’ bodies as they came over the wire, without their headers', () => {
    const log = [
      {
        method: 'Network.responseReceived',
        params: { requestId: '1', type: 'Script', response: { encodedDataLength: 400 } },
      },
      {
        method: 'Network.responseReceived',
        params: { requestId: '2', type: 'Stylesheet', response: { encodedDataLength: 300 } },
      },
      { method: 'Network.loadingFinished', params: { requestId: '1', encodedDataLength: 10_400 } },
      { method: 'Network.loadingFinished', params: { requestId: '2', encodedDataLength: 5_300 } },
    ];
    expect(scriptBodyBytes(log)).toBe(10_000);
  });

  it('counts nothing for a run Lighthouse could not finish, whose log is missing', () => {
    expect(scriptBodyBytes(undefined)).toBe(0);
    expect(scriptBodyBytes({ code: 'NO_NAVSTART' })).toBe(0);
  });
});
