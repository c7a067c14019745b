import { useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders, type RenderOptions } from '@shop/testing';
import { NAMESPACE } from '../lib/i18n';
import { allTexts as resources } from './texts';

/** Renders inside the providers an exposed module of this app gets. */
export function renderCatalog(
  ui: React.ReactElement,
  options: Omit<RenderOptions, 'namespace' | 'resources'> = {},
) {
  return renderWithProviders(ui, { namespace: NAMESPACE, resources, ...options });
}

/** Shows the router's current URL (decoded) and offers the browser's back and forward buttons. */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="current url">
        {decodeURIComponent(location.pathname + location.search)}
      </output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        browser forward
      </button>
    </>
  );
}
