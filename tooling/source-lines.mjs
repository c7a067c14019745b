#!/usr/bin/env node
// Non-blank source lines per workspace, tests and generated files apart.
// Usage: node tooling/source-lines.mjs [--json] [--since <commit>]
//   --since: also the source lines added and removed since that commit (moves count both ways)
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const workspaces = [...root.workspaces, 'tooling'];
const source = /\.(?:[cm]?[jt]sx?|css)$/;
const apart = [
  /(^|\/)__tests__\//,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)(testing|generated|dist|server-build|e2e)\//,
  /(^|\/)jest\.[^/]*$/,
];
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });
/** The workspace a source file counts for, or undefined when it does not count. */
const workspaceOf = (file) => {
  const workspace = workspaces.find((name) => file.startsWith(`${name}/`));
  // The test kit (shared-testing) is test code as a whole.
  if (!workspace || !source.test(file) || /(^|-)testing$/.test(workspace)) return undefined;
  return apart.some((pattern) => pattern.test(file.slice(workspace.length)))
    ? undefined
    : workspace;
};

const rows = Object.fromEntries(
  workspaces.map((name) => [name, { lines: 0, added: 0, removed: 0 }]),
);
for (const file of git('ls-files').split('\n')) {
  const workspace = workspaceOf(file);
  if (!workspace) continue;
  const text = readFileSync(file, 'utf8');
  rows[workspace].lines += text.split('\n').filter((line) => line.trim() !== '').length;
}
const since = process.argv[process.argv.indexOf('--since') + 1];
if (process.argv.includes('--since')) {
  for (const line of git('diff', '--numstat', '--no-renames', since, '--').split('\n')) {
    const [added, removed, file] = line.split('\t');
    const workspace = file && workspaceOf(file);
    if (!workspace || added === '-') continue;
    rows[workspace].added += Number(added);
    rows[workspace].removed += Number(removed);
  }
}
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
else
  for (const [workspace, { lines, added, removed }] of Object.entries(rows))
    console.log(
      `${String(lines).padStart(7)}  ${workspace.padEnd(20)}` +
        (since && process.argv.includes('--since') ? `  +${added} -${removed}` : ''),
    );
