/**
 * The compressed bodies of the page's scripts, as they came over the wire: what the
 * bench's JavaScript column counts. Lighthouse's transferSize adds each response's HTTP headers
 * (~0.4 KB a file here); the protocol's log has both, the whole response when it finished
 * loading and its headers when they arrived. A run Lighthouse could not finish may have no log
 * (its artifact is then missing or an error): it counts nothing, and the bench leaves the run out.
 */
export function scriptBodyBytes(devtoolsLog) {
  if (!Array.isArray(devtoolsLog)) return 0;
  const headers = new Map();
  let bytes = 0;
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.responseReceived' && params.type === 'Script')
      headers.set(params.requestId, params.response.encodedDataLength ?? 0);
    else if (method === 'Network.loadingFinished' && headers.has(params.requestId))
      bytes += params.encodedDataLength - headers.get(params.requestId);
  }
  return bytes;
}
