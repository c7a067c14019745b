import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalog } from '../../../testing/render-catalog';
import { BannerSlider } from '../components/banner-slider';

describe('the banner slider', () => {
  it('shows one slide at a time and moves with next, previous and the dots', async () => {
    const user = userEvent.setup();
    renderCatalog(<BannerSlider />);
    expect(screen.getByRole('heading', { name: 'Fresh arrivals, priced in ₿' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Up to 40% off selected items' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { name: 'Up to 40% off selected items' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Show slide 1' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(
      screen.getByRole('heading', { name: 'Free ground delivery on every order' }),
    ).toBeVisible();
  });

  it.each([
    ['es', 'Nueva temporada: una ilustración sobre verde'],
    ['pt', 'Nova estação: uma ilustração sobre verde'],
  ] as const)('describes its pictures in the page language (%s)', async (language, first) => {
    const { container } = renderCatalog(<BannerSlider />, { language });
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('alt', first));
    const alts = [...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(alts).toHaveLength(3);
    for (const alt of alts) expect(alt).not.toMatch(/illustration|^$/);
  });
});
