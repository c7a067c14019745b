#!/usr/bin/env node
// Builds the app in the current folder when it has no production build yet (used by `npm start`).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (existsSync('dist/mf-manifest.json') && existsSync('dist/index.html')) process.exit(0);
console.log(`building ${process.cwd().split('/').pop()} …`);
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
