import { screen, within } from '@testing-library/react';
import { FaqsPage } from '../components/faqs-page';
import { renderContent } from '../../../testing/render-content';
import { textsByRole } from '@shop/testing';

const TAB_NAMES = [
  'Getting Started',
  'Pricing & Plans',
  'Sales Question',
  'Usage Guides',
  'General Guide',
];

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
}

describe('FaqsPage', () => {
  it('offers the five topics as a tablist with the first one selected', () => {
    renderContent(<FaqsPage />);
    const tablist = screen.getByRole('tablist', { name: 'FAQ topics' });
    expect(textsByRole(tablist, 'tab')).toEqual(TAB_NAMES);
    expect(selectedTab()).toHaveTextContent('Getting Started');
    expect(screen.getByRole('tabpanel', { name: 'Getting Started' })).toBeVisible();
  });

  it('switches the topic on click', async () => {
    const { user } = renderContent(<FaqsPage />);
    await user.click(screen.getByRole('tab', { name: 'Sales Question' }));
    expect(selectedTab()).toHaveTextContent('Sales Question');
    const panel = screen.getByRole('tabpanel', { name: 'Sales Question' });
    expect(
      within(panel).getByRole('button', { name: /How do I create an account\?/ }),
    ).toBeVisible();
  });

  it('moves between topics with the arrow, Home and End keys', async () => {
    const { user } = renderContent(<FaqsPage />);
    await user.click(screen.getByRole('tab', { name: 'Getting Started' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pricing & Plans' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Pricing & Plans');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('General Guide');
    expect(screen.getByRole('tab', { name: 'General Guide' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Getting Started');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('General Guide');
  });

  it('opens and closes an answer with its disclosure button', async () => {
    const { user } = renderContent(<FaqsPage />);
    const question = screen.getByRole('button', { name: /How long does shipping take\?/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByText('Ground shipping is free and takes 1-7 business days.'),
    ).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Ground shipping is free and takes 1-7 business days.')).toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });
});
