import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { axe } from '../support/axe';
import { coveredAtEnd, layoutProblems } from '../support/layout';
import { startProcess } from '../support/processes';

/**
 * The harness the journeys and the benches start servers with: a port something already answers
 * on is refused before anything starts, so a server left over from an earlier run is never
 * measured in place of the new build.
 */
test('startProcess refuses a port that already answers, and starts nothing', async () => {
  const server = http.createServer((_, response) => response.end('old build'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-harness-')), 'started');
  try {
    await expect(
      startProcess(
        process.execPath,
        ['-e', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x')`],
        {},
        `http://127.0.0.1:${port}/`,
      ),
    ).rejects.toThrow(`127.0.0.1:${port} is already in use: stop what listens there`);
    // Had it been started, the command would have written its marker by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fs.existsSync(marker)).toBe(false);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(path.dirname(marker), { recursive: true, force: true });
  }
});

test('the accessibility checks hold touch targets to WCAG 2.2 (24 px, or room around)', async ({
  page,
}) => {
  await page.setContent(
    '<main><h1>Targets</h1><button style="width:12px;height:12px;padding:0">a</button>' +
      '<button style="width:12px;height:12px;padding:0">b</button></main>',
  );
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => v.id)).toContain('target-size');
});

test("the layout check reports a button drawn in the browser's font, not the page's", async ({
  page,
}) => {
  await page.setContent(
    '<body style="font-family: Georgia, serif"><main>' +
      '<button style="font-family: inherit">Kept</button><button>Default</button></main></body>',
  );
  const problems = await layoutProblems(page, ['main']);
  expect(problems.filter((p) => p.kind === 'font').map((p) => p.detail)).toEqual([
    expect.stringMatching(/^button\. is drawn in /),
  ]);
});

test("the layout check reports text set off the tokens' type scale, not text on it", async ({
  page,
}) => {
  await page.setContent(
    '<html style="--text-sm: 0.9rem; --text-xl: 1.5rem"><body><main>' +
      '<p>Base</p><p style="font-size: 0.9rem">Small</p><h2 style="font-size: 1.5rem">Heading</h2>' +
      '<p style="font-size: 1.1rem">Between</p><p style="font-weight: 600">Semibold</p>' +
      '<input style="font-size: 13px" value="Field"></main></body></html>',
  );
  const problems = await layoutProblems(page, ['main']);
  expect(problems.filter((p) => p.kind === 'type').map((p) => p.detail)).toEqual([
    'p. is set in 17.6 px, weight 400',
    'p. is set in 16 px, weight 600',
    'input. is set in 13 px, weight 400',
  ]);
});

test('the end-of-page check reports text under a button fixed to the bottom, not text beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 400 });
  await page.setContent(
    '<body style="margin: 0; font: 16px/1.5 sans-serif">' +
      '<div style="height: 900px">Top</div>' +
      '<p style="margin: 0; text-align: right">Last line under the button</p>' +
      '<p style="margin: 0">Left</p>' +
      '<button class="go-top" style="position: fixed; right: 0; bottom: 0; width: 44px; height: 44px">↑</button>' +
      '</body>',
  );
  expect(await coveredAtEnd(page)).toEqual(['.go-top covers "Last line under the button"']);
});
