/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const appDir = path.join(__dirname, '../../mfe-catalog');

/** A remote's development configuration, read in Node itself (the preset loads ESM). */
function developmentConfig(env: Record<string, string>) {
  const script = `
    const config = require('./rspack.config.cjs')({}, { mode: 'development' });
    const html = config.plugins.find((p) => p && p.constructor.name === 'HtmlRspackPlugin');
    const define = config.plugins.find((p) => p && p.constructor.name === 'DefinePlugin');
    process.stdout.write(JSON.stringify({ port: config.devServer.port, html: html._args[0], define: define._args[0] }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], {
      cwd: appDir,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    }),
  ) as {
    port: number;
    html: { chunks?: string[]; excludeChunks?: string[] };
    define: Record<string, string>;
  };
}

describe("a remote's standalone development", () => {
  it('listens on PORT when given, else on its own port', () => {
    expect(developmentConfig({ PORT: '3101' }).port).toBe(3101);
    expect(developmentConfig({ PORT: '' }).port).toBe(3001);
  });

  it('puts only the harness on its page: a second runtime (the container) breaks hot updates', () => {
    const { html } = developmentConfig({});
    expect(html.chunks).toEqual(['main']);
    expect(html.excludeChunks).toEqual(['mfe_catalog']);
  });

  it('gives the harness the API of API_URL', () => {
    const { define } = developmentConfig({ API_URL: 'https://api.example.com/api' });
    expect(define['process.env.API_URL']).toBe(JSON.stringify('https://api.example.com/api'));
  });
});
