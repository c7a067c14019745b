/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const appDir = path.join(__dirname, '../../../mfe-catalog');

/** The production configuration an app gets, read in Node itself (the preset loads ESM). */
function productionOutput(): { devtool: string; path: string; sourceMapFilename: string } {
  const script = `
    const { createAppConfig } = require(${JSON.stringify(path.join(__dirname, '../index.cjs'))});
    const config = createAppConfig({ appDir: ${JSON.stringify(appDir)}, name: 'mfe_catalog', port: 3001 })(
      {}, { mode: 'production' });
    process.stdout.write(JSON.stringify({ devtool: config.devtool, ...config.output }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

describe('production source maps', () => {
  const output = productionOutput();

  it('are hidden: no bundle points a browser at its map', () => {
    expect(output.devtool).toBe('hidden-source-map');
  });

  it('are written outside the served dist/ folder, kept for error reporting', () => {
    const mapFile = path.resolve(output.path, output.sourceMapFilename);
    expect(path.relative(output.path, mapFile).startsWith('..')).toBe(true);
    expect(path.dirname(mapFile)).toBe(path.join(appDir, 'sourcemaps'));
  });
});
