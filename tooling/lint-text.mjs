/**
 * Lints source text as if it stood at a path of the repository, with the repository's own
 * ESLint config: reads [{ filePath, code }] as JSON on stdin, writes
 * [{ filePath, messages: [{ ruleId, message }] }] on stdout. The boundary tests run it in a
 * child process because ESLint loads its flat config with import(), which jest's vm refuses.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const fixtures = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push({
    filePath,
    messages: (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })),
  });
}
process.stdout.write(JSON.stringify(results));
