/**
 * The server has no localStorage: the shell's persisted atoms read it when their modules load.
 * Here it is empty and forgets what is written, so no visitor's values can reach another's page;
 * each render sets its visitor's theme, language and session in a store of its own.
 */
const forgetful: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

const server = globalThis as { localStorage?: Storage };
if (typeof server.localStorage === 'undefined') server.localStorage = forgetful;

export {};
