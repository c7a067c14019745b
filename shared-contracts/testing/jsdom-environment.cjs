/**
 * jsdom lacks the fetch family; the tests fake the API at the network edge with real
 * Response objects, so hand jsdom the ones Node has.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'structuredClone',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
    ]) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
