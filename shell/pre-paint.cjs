/**
 * The script a served page runs before anything renders (public/pre-paint.js), as the build
 * emits it: with the ₿ sign's faces of the shell's stylesheet in it, as bytes. A face the page
 * makes from bytes is ready for its first layout. The stylesheet's own is fetched only once a
 * layout has found a ₿, and its arrival changed the font of every text of the page, all of which
 * was then laid out again: a long task after the first paint, on every page with a price.
 */
const fs = require('node:fs');
const path = require('node:path');

const SCRIPT = path.join(__dirname, 'public/pre-paint.js');
const STYLESHEET = path.join(__dirname, 'src/styles/global.css');
const PLACEHOLDER = 'var CURRENCY_FACES = [];';

/** A declaration of a CSS rule's body, with its quotes taken off. */
function declaration(body, property) {
  const value = new RegExp(`${property}\\s*:\\s*([^;]+);`).exec(body)?.[1].trim();
  if (!value) throw new Error(`an @font-face of ${STYLESHEET} has no ${property}`);
  return value;
}

/** The stylesheet's @font-face rules: family, font file, its bytes and the descriptors. */
function currencyFaces() {
  const css = fs.readFileSync(STYLESHEET, 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const url = /url\(['"]?([^'")]+)['"]?\)/.exec(declaration(body, 'src'))[1];
    const file = path.join(path.dirname(STYLESHEET), url);
    return {
      file,
      family: declaration(body, 'font-family').replace(/['"]/g, ''),
      data: fs.readFileSync(file).toString('base64'),
      descriptors: {
        weight: declaration(body, 'font-weight'),
        unicodeRange: declaration(body, 'unicode-range'),
        display: declaration(body, 'font-display'),
      },
    };
  });
}

/** public/pre-paint.js with the faces written in, and the files it was made from. */
function prePaintScript() {
  const script = fs.readFileSync(SCRIPT, 'utf8');
  if (!script.includes(PLACEHOLDER)) throw new Error(`${SCRIPT} has no "${PLACEHOLDER}"`);
  const faces = currencyFaces().map(({ file, ...face }) => ({ file, face }));
  const written = JSON.stringify(faces.map(({ face }) => face));
  return {
    source: script.replace(PLACEHOLDER, () => `var CURRENCY_FACES = ${written};`),
    files: [SCRIPT, STYLESHEET, ...faces.map(({ file }) => file)],
  };
}

module.exports = { prePaintScript };
