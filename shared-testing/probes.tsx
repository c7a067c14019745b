/** What a test reads off the app: the events it publishes, texts by role, the router's URL. */
import { useLocation } from 'react-router-dom';
import { within, type ByRoleMatcher } from '@testing-library/react';
import { on, type EventMap, type EventName } from '@shop/contracts';

/**
 * The payloads of one event, as the shell or another remote would receive them. Call it at the
 * top of a test file or a `describe` block: it listens during each test, and the list starts
 * empty in every one.
 */
export function recordEvents<K extends EventName>(name: K): EventMap[K][] {
  const seen: EventMap[K][] = [];
  let stop = () => {};
  beforeEach(() => {
    seen.length = 0;
    stop = on(name, (payload) => seen.push(payload));
  });
  afterEach(() => stop());
  return seen;
}

/** The texts of the elements of a role in `scope`, in order (a list's items, a table's headers). */
export function textsByRole(scope: HTMLElement, role: ByRoleMatcher): Array<string | null> {
  return within(scope)
    .getAllByRole(role)
    .map((element) => element.textContent);
}

/** Shows where the router is (`getByTestId('location')`), so that a test can follow a link. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}
