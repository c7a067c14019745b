/** The server render on its own, as the server bundle has it (built by the catalogue's test). */
export { render } from '../../render';
export { loadServerPage } from '../../federation';
