/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const appDir = path.join(__dirname, '../../mfe-catalog');

/** The production configuration an app gets, read in Node itself (the preset loads ESM). */
type Output = { name: string; devtool: string; path: string; sourceMapFilename: string };

/** The production configurations a remote gets (its container and its harness page). */
function productionOutputs(): Output[] {
  const script = `
    const { createAppConfig } = require(${JSON.stringify(path.join(__dirname, '../index.cjs'))});
    const configs = [].concat(createAppConfig({ appDir: ${JSON.stringify(appDir)}, name: 'mfe_catalog', port: 3001 })(
      {}, { mode: 'production' }));
    process.stdout.write(JSON.stringify(configs.map((config) => ({ name: config.name, devtool: config.devtool, ...config.output }))));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

describe('production source maps', () => {
  const outputs = productionOutputs();

  it('builds the container and the standalone harness', () => {
    expect(outputs.map((output) => output.name)).toEqual(['federation', 'harness']);
  });

  it('are hidden: no bundle points a browser at its map', () => {
    for (const output of outputs) expect(output.devtool).toBe('hidden-source-map');
  });

  it('are written outside the served dist/ folder, kept for error reporting', () => {
    for (const output of outputs) {
      const mapFile = path.resolve(output.path, output.sourceMapFilename);
      expect(path.relative(output.path, mapFile).startsWith('..')).toBe(true);
      expect(path.dirname(mapFile)).toBe(path.join(appDir, 'sourcemaps'));
    }
  });
});
