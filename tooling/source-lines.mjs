#!/usr/bin/env node
// Non-blank source lines per workspace, tests and generated files apart.
// Usage: node tooling/source-lines.mjs [--json]
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const source = /\.(?:[cm]?[jt]sx?|css)$/;
const apart = [
  /(^|\/)__tests__\//,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)(testing|generated|dist|server-build|e2e)\//,
  /(^|\/)jest\.[^/]*$/,
];
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
const counts = {};
for (const workspace of [...root.workspaces, 'tooling']) {
  counts[workspace] = 0;
  // The test kit (shared-testing) is test code as a whole.
  if (/(^|-)testing$/.test(workspace)) continue;
  for (const file of files) {
    if (!file.startsWith(`${workspace}/`) || !source.test(file)) continue;
    if (apart.some((pattern) => pattern.test(file.slice(workspace.length)))) continue;
    counts[workspace] += readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '').length;
  }
}
if (process.argv.includes('--json')) console.log(JSON.stringify(counts));
else
  for (const [workspace, lines] of Object.entries(counts))
    console.log(`${String(lines).padStart(7)}  ${workspace}`);
