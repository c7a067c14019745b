/**
 * Retained builds. The folder a server serves holds the current build at its top level (any
 * static server can serve it as it is) and, in `.releases/`, a copy of every build of the
 * retention window with `releases.json`, newest first. The static server answers a hashed file
 * the current build lacks from these copies, so tabs still running an earlier build keep loading
 * its chunks after a deploy or a rollback. Entry files (index.html, manifests, remoteEntry.js)
 * always come from the current build.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const RELEASES_FOLDER = '.releases';
const STATE_FILE = 'releases.json';
/** Content-hashed file names: the only files ever answered from an earlier build. */
export const HASHED_FILE = /\.[0-9a-f]{8}(\.[a-z0-9]+)+$/i;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The retention window from RELEASES_KEEP (builds) and RELEASES_KEEP_DAYS (days). */
export function retentionFromEnv(env = process.env) {
  const keep = Number(env.RELEASES_KEEP ?? 5);
  const keepDays = Number(env.RELEASES_KEEP_DAYS ?? 7);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(
      `RELEASES_KEEP must be a whole number of builds, 1 or more, got "${env.RELEASES_KEEP}"`,
    );
  }
  if (!Number.isFinite(keepDays) || keepDays < 0) {
    throw new Error(
      `RELEASES_KEEP_DAYS must be a number of days, 0 or more, got "${env.RELEASES_KEEP_DAYS}"`,
    );
  }
  return { keep, keepDays };
}

function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) {
      if (!prefix && entry.name === RELEASES_FOLDER) continue;
      files.push(...listFiles(dir, relative));
    } else {
      files.push(relative);
    }
  }
  return files.sort();
}

/** A build's id: a hash of its file names and contents (the same build is the same release). */
export function buildId(dist) {
  const hash = createHash('sha256');
  for (const file of listFiles(dist)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dist, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** @returns {{ current: string | null, releases: Array<{ id: string, publishedAt: string }> }} */
export function readReleases(served) {
  try {
    const state = JSON.parse(readFileSync(path.join(served, RELEASES_FOLDER, STATE_FILE), 'utf8'));
    if (Array.isArray(state.releases)) return state;
  } catch {
    // No releases yet (or a plain build folder).
  }
  return { current: null, releases: [] };
}

function writeReleases(served, state) {
  const file = path.join(served, RELEASES_FOLDER, STATE_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The folders of the retained builds other than the current one, newest first. */
export function retainedFolders(served) {
  const { current, releases } = readReleases(served);
  return releases
    .filter((release) => release.id !== current)
    .map((release) => path.join(served, RELEASES_FOLDER, release.id));
}

/**
 * Makes a retained build the current one at the top level of the served folder: hashed files
 * first, then the entry files (each replaced atomically), then files of the previous build that
 * this one lacks are removed (the copies in .releases keep answering for them).
 */
function makeCurrent(served, id) {
  const source = path.join(served, RELEASES_FOLDER, id);
  const files = listFiles(source);
  const ordered = [
    ...files.filter((file) => HASHED_FILE.test(path.basename(file))),
    ...files.filter((file) => !HASHED_FILE.test(path.basename(file))),
  ];
  for (const file of ordered) {
    const target = path.join(served, file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(source, file), `${target}.publishing`);
    renameSync(`${target}.publishing`, target);
  }
  const keepFiles = new Set(files);
  for (const file of listFiles(served)) {
    if (!keepFiles.has(file)) rmSync(path.join(served, file), { force: true });
  }
}

function prune(served, state, { keep, keepDays }, now) {
  const kept = state.releases.filter(
    (release, index) =>
      index < keep ||
      release.id === state.current ||
      now - Date.parse(release.publishedAt) <= keepDays * DAY_MS,
  );
  const keptIds = new Set(kept.map((release) => release.id));
  for (const entry of readdirSync(path.join(served, RELEASES_FOLDER), { withFileTypes: true })) {
    if (entry.isDirectory() && !keptIds.has(entry.name)) {
      rmSync(path.join(served, RELEASES_FOLDER, entry.name), { recursive: true, force: true });
    }
  }
  return { ...state, releases: kept };
}

/**
 * Publishes a build into the served folder and makes it current, keeping the retention window.
 * With ifNew, a build already retained is left as it is (a server restart does not undo a
 * rollback). Returns the release id and whether the current build changed.
 */
export function publish({
  dist,
  served,
  retention = retentionFromEnv(),
  ifNew = false,
  now = Date.now(),
}) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} holds no build (no index.html); build it first`);
  }
  mkdirSync(path.join(served, RELEASES_FOLDER), { recursive: true });
  const id = buildId(dist);
  const state = readReleases(served);
  const known = state.releases.find((release) => release.id === id);
  if (known && (ifNew || state.current === id)) return { id, changed: false };
  const folder = path.join(served, RELEASES_FOLDER, id);
  if (!existsSync(folder)) {
    rmSync(`${folder}.tmp`, { recursive: true, force: true });
    cpSync(dist, `${folder}.tmp`, { recursive: true });
    renameSync(`${folder}.tmp`, folder);
  }
  const release = { id, publishedAt: new Date(now).toISOString() };
  const next = {
    current: id,
    releases: [release, ...state.releases.filter((item) => item.id !== id)],
  };
  makeCurrent(served, id);
  writeReleases(served, prune(served, next, retention, now));
  return { id, changed: true };
}

/** Puts the build published before the current one back; returns its id. */
export function rollback({ served }) {
  const state = readReleases(served);
  const index = state.releases.findIndex((release) => release.id === state.current);
  const previous = index === -1 ? undefined : state.releases[index + 1];
  if (!previous) throw new Error(`no earlier build retained in ${served} to roll back to`);
  makeCurrent(served, previous.id);
  writeReleases(served, { ...state, current: previous.id });
  return { id: previous.id };
}

/** True when the served folder holds retained releases (and so a current build). */
export function hasReleases(served) {
  try {
    return statSync(path.join(served, RELEASES_FOLDER, STATE_FILE)).isFile();
  } catch {
    return false;
  }
}
