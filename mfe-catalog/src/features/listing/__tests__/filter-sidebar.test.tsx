import { startTransition, Suspense, use, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalog } from '../../../testing/render-catalog';
import { FilterSidebar } from '../components/filter-sidebar';
import type { SidebarFilters } from '../lib/listing-query';

/** A listing whose next page never finishes rendering: the change it waits for stays pending. */
const never = new Promise<never>(() => undefined);
function Listing({ filters }: { filters: SidebarFilters }) {
  if (filters.onSale) use(never);
  return <p>listing</p>;
}

/** The sidebar over a listing, applying changes in a transition as the router does. */
function Harness() {
  const [filters, setFilters] = useState<SidebarFilters>({ onSale: false, newProduct: false });
  return (
    <>
      <FilterSidebar
        value={filters}
        onChange={(next) => startTransition(() => setFilters(next))}
        open={false}
        onToggle={() => undefined}
      />
      <Suspense fallback={<p>loading</p>}>
        <Listing filters={filters} />
      </Suspense>
    </>
  );
}

describe('the filter sidebar', () => {
  it('shows a ticked filter at once while the listing it applies to is still rendering', async () => {
    renderCatalog(<Harness />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'On sale' }));

    expect(screen.getByRole('checkbox', { name: 'On sale' })).toBeChecked();
    // The listing on screen stays as it was until the new one is ready.
    expect(screen.getByText('listing')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });
});
