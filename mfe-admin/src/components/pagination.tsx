import { useTranslation } from 'react-i18next';
import { Pagination as SharedPagination } from '@shop/ui';

/** The shared pagination with the admin's texts and styles. */
export function Pagination(props: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <SharedPagination
      {...props}
      className="admin-pagination"
      buttonClassName="admin-button"
      text={(part, page) => t(`pagination.${part === 'nav' ? 'label' : part}`, { page })}
    />
  );
}
