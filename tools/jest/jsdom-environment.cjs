// jsdom without the fetch classes: react-router's data router builds a Request on every navigation,
// and Node's Request insists on Node's AbortSignal, so both come from Node. structuredClone, which
// every browser has and jsdom lacks, comes from Node too (the charts clone their settings with it).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
