// The shop's languages: the one list the API validates against and the apps offer. Plain
// JavaScript so that the API (compiled, run by node) imports it as is.
export const LANGUAGES = Object.freeze(['en', 'es', 'pt']);
