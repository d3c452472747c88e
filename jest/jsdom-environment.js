// jsdom lacks the fetch primitives Node has (Response, Request, Headers, TextEncoder...).
// UI tests run in this environment (`@jest-environment ./jest/jsdom-environment.js`) so that the
// data client works as in a browser, with only `fetch` itself faked by the test.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = ['Response', 'Request', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
