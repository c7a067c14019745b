/**
 * The shell's entry (index.ts): the shared libraries of the first view and the shell's own
 * modules are evaluated a few at a time, each step in a task of its own (after a yield to the
 * main thread), not all in the one task of the bootstrap's import.
 */
const mockOrder: string[] = [];
let mockRelease: Array<() => void> = [];

jest.mock('../../lib/yield-to-main', () => ({
  yieldToMain: () =>
    new Promise<void>((resolve) => {
      mockOrder.push('yield');
      mockRelease.push(resolve);
    }),
}));
function mockEvaluated(name: string) {
  return () => {
    mockOrder.push(name);
    return {};
  };
}
jest.mock('react', mockEvaluated('react'));
jest.mock('react-dom/client', mockEvaluated('react-dom'));
jest.mock('react-router-dom', mockEvaluated('router'));
jest.mock('i18next', mockEvaluated('i18next'));
jest.mock('react-i18next', mockEvaluated('react-i18next'));
jest.mock('jotai', mockEvaluated('jotai'));
jest.mock('swr', mockEvaluated('swr'));
jest.mock('../bootstrap', mockEvaluated('shell'));

/** Lets the task that yielded go on, and everything it then does happen. */
async function nextTask() {
  const waiting = mockRelease;
  mockRelease = [];
  waiting.forEach((resolve) => resolve());
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

test('react-dom, the other libraries and the shell are each evaluated in a task of their own', async () => {
  await jest.isolateModulesAsync(async () => {
    await import('../index');
  });
  // Nothing runs in the task that evaluated the entry itself.
  expect(mockOrder).toEqual(['yield']);
  for (let step = 0; step < 10 && !mockOrder.includes('shell'); step += 1) await nextTask();

  const tasks = mockOrder
    .join(' ')
    .split('yield')
    .map((task) => task.trim())
    .filter(Boolean);
  expect(tasks).toEqual([
    'react',
    'react-dom',
    'router',
    'i18next react-i18next',
    'jotai swr',
    'shell',
  ]);
});
