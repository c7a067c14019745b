// Adds up the jest and Playwright JSON reports into the closing "N passed, N failed" line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
let skipped = 0;
let reports = 0;

function countPlaywright(suites) {
  for (const suite of suites ?? []) {
    countPlaywright(suite.suites);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const status = t.status; // expected | unexpected | flaky | skipped
        if (status === 'expected' || status === 'flaky') passed++;
        else if (status === 'skipped') skipped++;
        else failed++;
      }
    }
  }
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  reports++;
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numRuntimeErrorTestSuites) failed += report.numRuntimeErrorTestSuites;
  } else if (report.suites) {
    countPlaywright(report.suites);
    failed += (report.errors ?? []).length;
  }
  console.log(`${file}: read`);
}
if (reports === 0) failed++;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
