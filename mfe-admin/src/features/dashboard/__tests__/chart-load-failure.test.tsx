import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controlIntersections, setupApiServer } from '@shop/testing';
import { renderAdmin } from '../../../testing/render-admin';
import { dashboard } from '../../../testing/dashboard';

setupApiServer({
  'GET /admin/dashboard': { body: dashboard },
  'GET /admin/notifications': { body: { items: [] } },
  'GET /admin/vitals': { body: { days: 7, pages: [] } },
});

/** Whether the charts' chunk fails to load (the network down, a deploy in between). */
let mockChunkFails = true;
jest.mock('../components/load-chart-canvas', () => {
  const actual = jest.requireActual('../components/load-chart-canvas');
  return {
    loadChartCanvas: () =>
      mockChunkFails
        ? Promise.reject(new Error('Loading chunk admin-charts failed'))
        : actual.loadChartCanvas(),
  };
});

let viewport: ReturnType<typeof controlIntersections>;
beforeEach(() => {
  mockChunkFails = true;
  viewport = controlIntersections({ inView: true });
  // React reports the error its boundary caught.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  viewport.restore();
  jest.restoreAllMocks();
});

const drawn = () => document.querySelectorAll('.echarts-for-react');
const failedCharts = () =>
  screen.queryAllByRole('alert').filter((el) => el.textContent?.includes('could not be loaded'));

describe('a chart whose code could not be loaded', () => {
  it('says so in its own frame, with a Retry that loads it again; the rest of the page stays', async () => {
    renderAdmin('/admin/dashboard');

    await waitFor(() => expect(failedCharts()).toHaveLength(3));
    expect(failedCharts()[0]).toHaveTextContent('The chart could not be loaded.');
    expect(drawn()).toHaveLength(0);
    // The page around the charts and their figures for screen readers are still there.
    expect(screen.getByRole('heading', { name: 'Total Revenue' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Monthly Revenue' })).toBeInTheDocument();
    const firstFrame = screen.getByRole('heading', { name: 'Monthly Revenue', level: 2 });
    expect(firstFrame.closest('figure')).toContainElement(failedCharts()[0]!);

    mockChunkFails = false;
    await userEvent.click(within(failedCharts()[0]!).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(drawn()).toHaveLength(1));
    expect(firstFrame.closest('figure')).toContainElement(drawn()[0] as HTMLElement);
    expect(failedCharts()).toHaveLength(2);
    // The retry imports the charts' library for real: on a busy machine, over Jest's 5 s.
  }, 20_000);

  it.each([
    ['es', 'No se pudo cargar el gráfico.', 'Reintentar'],
    ['pt', 'Não foi possível carregar o gráfico.', 'Tentar novamente'],
  ] as const)("says so in the shop's language (%s)", async (language, message, retry) => {
    renderAdmin('/admin/dashboard', { language });
    expect(await screen.findAllByText(message)).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: retry })).toHaveLength(3);
  });
});
