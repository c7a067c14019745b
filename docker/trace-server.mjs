// Copies the files the static server and the release command need at run time — and whatever
// they import, found by tracing their imports — into a folder laid out as the
// repository is, so a frontend image carries those few files instead of the monorepo's
// node_modules. Usage (from the repository root): node docker/trace-server.mjs <out> <entry>...
import { cpSync, mkdirSync, lstatSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { nodeFileTrace } from '@vercel/nft';

const [out, ...entries] = process.argv.slice(2);
if (!out || entries.length === 0) {
  console.error('usage: node docker/trace-server.mjs <out> <entry>...');
  process.exit(2);
}
const base = process.cwd();
// The apps' builds are the image's own layer, not part of the server.
// (Only theirs: a package's own dist/ in node_modules is what the servers import.)
const ignore = (file) =>
  !file.includes('node_modules/') && /(^|\/)(dist|sourcemaps)(\/|$)/.test(file);
const { fileList, warnings } = await nodeFileTrace(entries, { base, ignore });
for (const warning of warnings) console.warn(`trace: ${warning.message}`);

for (const file of [...fileList].sort()) {
  const from = path.join(base, file);
  const to = path.join(out, file);
  mkdirSync(path.dirname(to), { recursive: true });
  // Workspace packages are links into the repository (node_modules/@shop/build); they stay
  // links, to the copies of their files traced beside them.
  if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else if (!lstatSync(from).isDirectory()) cpSync(from, to);
}
console.log(`trace: ${fileList.size} files for ${entries.join(', ')}`);
