import { act, waitFor } from '@testing-library/react';

/**
 * Presses a button whose request the fake API holds (`api.hold`) as an impatient shopper does:
 * a click, another, and Enter. While the request runs the button must say it is busy
 * (`aria-disabled`), stay enabled (a disabled button drops the keyboard's focus) and keep the
 * focus. Then the request is let go; the caller checks that one was sent.
 */
export async function pressWhileBusy(
  /** userEvent, or what its setup() returned. */
  user: { click(element: Element): Promise<unknown>; keyboard(text: string): Promise<unknown> },
  button: HTMLElement,
  release: () => void,
): Promise<void> {
  await user.click(button);
  await user.click(button);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
  expect(button).not.toBeDisabled();
  expect(button).toHaveFocus();
  await act(async () => release());
}
