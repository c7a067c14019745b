/**
 * jsdom as MSW needs it: jest-fixed-jsdom hands jsdom Node's fetch family, streams, TextEncoder
 * and BroadcastChannel, and resolves packages as Node does (not their browser builds, which
 * `msw/node` has none of). Contracts' own source stays reachable by its `source` condition.
 */
const FixedJsdomEnvironment = require('jest-fixed-jsdom');

module.exports = class JsdomEnvironment extends FixedJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    this.customExportConditions = config.projectConfig.testEnvironmentOptions
      .customExportConditions ?? [''];
    // jsdom's own Blob (File's parent) again: its FileReader, which user-event's clipboard
    // reads through, accepts no other. Files go to Node's FormData: Node's File.
    this.global.Blob = Object.getPrototypeOf(this.global.File.prototype).constructor;
    this.global.File = File;
  }
};
