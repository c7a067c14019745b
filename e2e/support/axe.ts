import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe over the page with its default rules and WCAG 2.2's target size (24 px, or room around
 * a smaller target), which axe leaves off unless asked: shoppers mostly tap.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
}
