import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient, Language } from '@shop/contracts';
import { Icon } from '@shop/ui';
import { SEARCH } from '../../components/icons';

export interface SearchOverlayProps {
  api: ApiClient;
  language: Language;
  currencyCode: string;
}

/**
 * The dialog is code no page needs to show: it loads when the shopper heads for the button
 * (pointer over it, a finger on it, the keyboard on it), so it is there by the click.
 */
const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/** The header's search: a button opening a dialog that really searches products. */
export function SearchOverlay({ api, language, currencyCode }: SearchOverlayProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // Kept while the dialog is closed, so reopening it shows the last search.
  const [query, setQuery] = useState('');

  return (
    <>
      <button
        type="button"
        className="shell-icon-button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <Icon className="shell-icon" d={SEARCH} stroke={2} />
        <span className="shell-visually-hidden">{t('search.open')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            api={api}
            language={language}
            currencyCode={currencyCode}
            query={query}
            onQueryChange={setQuery}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
