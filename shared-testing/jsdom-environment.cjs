/**
 * jsdom as MSW needs it (its documented remedy, as jest-fixed-jsdom does): Node's fetch family,
 * streams, TextEncoder, AbortSignal and BroadcastChannel, and packages resolved as Node does (not
 * their browser builds; `msw/node` has none). Contracts' source stays reachable (`source`).
 * jsdom keeps its Blob, which its FileReader (user-event's clipboard) needs; FormData is Node's,
 * for fetch to send it, and still reads a jsdom form.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'File',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
];

module.exports = class JsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.customExportConditions = config.projectConfig.testEnvironmentOptions
      .customExportConditions ?? [''];
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    const JsdomFormData = this.global.FormData;
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form)
          for (const [key, value] of new JsdomFormData(form, submitter)) this.append(key, value);
      }
    };
  }
};
