import { screen, within } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import type { Dashboard } from '@shop/contracts';
import { fakeApi } from '@shop/contracts/testing';
import { renderAdmin } from '../../../testing/render-admin';

const months = Array.from({ length: 12 }, (_, i) => i + 1);

export const dashboard: Dashboard = {
  cards: {
    revenue: { value: 1234.5, previous: 1000, change: 23.45 },
    orders: { value: 40, previous: 50, change: -20 },
    newCustomers: { value: 7, previous: 5, change: 40 },
    deliveries: { value: 30, previous: 30, change: 0 },
  },
  monthlyRevenue: months.map((month) => ({
    month,
    revenue: month * 1000,
    netProfit: month * 500,
    freeCashFlow: month * 250,
  })),
  productTrends: months.map((month) => ({ month, created: month, sold: month * 2 })),
  salesByDate: [
    { date: '2026-03-01T12:00:00.000Z', amount: 100, income: 50 },
    { date: '2026-03-02T12:00:00.000Z', amount: 60, income: 30 },
  ],
};

describe('Dashboard', () => {
  it('shows the four cards from real figures with up and down badges', async () => {
    fakeApi({ 'GET /admin/dashboard': { body: dashboard } });
    renderAdmin('/admin/dashboard');
    const revenue = (await screen.findByRole('heading', { name: 'Total Revenue' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(revenue).getByText('1,234.50 ₿')).toBeInTheDocument();
    expect(within(revenue).getByText(/23\.5% up/)).toBeInTheDocument();
    const orders = screen
      .getByRole('heading', { name: 'Total Order' })
      .closest('li') as HTMLElement;
    expect(within(orders).getByText('40')).toBeInTheDocument();
    expect(within(orders).getByText(/20% down/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Customer' })).toBeInTheDocument();
    expect(screen.getByText('(last week)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total Delivery' })).toBeInTheDocument();
  });

  it('draws the three charts at the spec heights, income being half of each sale', async () => {
    fakeApi({ 'GET /admin/dashboard': { body: dashboard } });
    renderAdmin('/admin/dashboard');
    const monthly = await screen.findByRole('table', { name: 'Monthly Revenue' });
    expect(
      within(monthly).getByRole('columnheader', { name: '$ (thousands)' }),
    ).toBeInTheDocument();
    expect(within(monthly).getByRole('rowheader', { name: 'Jan' })).toBeInTheDocument();
    expect(within(monthly).getByRole('row', { name: 'Dec 6 12 3' })).toBeInTheDocument();
    const sales = screen.getByRole('table', { name: 'Sales By Date' });
    expect(within(sales).getByRole('row', { name: '01 Mar 2026 100 50' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Product Trends By Month' })).toBeInTheDocument();
    const heights = [...document.querySelectorAll<HTMLElement>('.echarts-for-react')].map(
      (el) => el.style.height,
    );
    expect(heights).toEqual(['500px', '450px', '450px']);
  });

  it('names months and dates in the admin language', async () => {
    fakeApi({ 'GET /admin/dashboard': { body: dashboard } });
    renderAdmin('/admin/dashboard', { language: 'es' });
    const monthly = await screen.findByRole('table', { name: 'Ingresos mensuales' });
    expect(within(monthly).getByRole('rowheader', { name: 'ene' })).toBeInTheDocument();
    const sales = screen.getByRole('table', { name: 'Ventas por fecha' });
    expect(within(sales).getByRole('rowheader', { name: '01 mar 2026' })).toBeInTheDocument();
  });
});

describe('Dashboard charts and the theme', () => {
  const chartInstances = () =>
    [...document.querySelectorAll<HTMLElement>('.echarts-for-react')].map((el) =>
      getInstanceByDom(el),
    );

  it.each([
    ['dark', true],
    ['light', false],
  ] as const)('draws in the %s theme', async (theme, dark) => {
    fakeApi({ 'GET /admin/dashboard': { body: dashboard } });
    renderAdmin('/admin/dashboard', { theme });
    await screen.findByRole('table', { name: 'Sales By Date' });
    const charts = chartInstances();
    expect(charts).toHaveLength(3);
    // echarts' dark theme switches darkMode on; the default theme leaves it 'auto'.
    for (const chart of charts) expect(chart?.getOption().darkMode === true).toBe(dark);
  });
});
