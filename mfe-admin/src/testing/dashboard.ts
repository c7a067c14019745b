import type { Dashboard } from '@shop/contracts';

/** The months of the fixture's year, 1 to 12. */
export const months = Array.from({ length: 12 }, (_, i) => i + 1);

/** A year of the dashboard's figures, every month filled. */
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
