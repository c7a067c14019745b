import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataTableProps {
  /** The columns' keys, in order; a header's text is `${names}.${key}` in the locale. */
  columns: readonly string[];
  names: string;
  /** A name for the table, for assistive technology only. */
  caption?: string;
  /** The rows. */
  children: ReactNode;
}

/** A list screen's table: scrolls on its own when narrow, a header cell per column. */
export function DataTable({ columns, names, caption, children }: DataTableProps) {
  const { t } = useTranslation();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        {caption && <caption className="admin-visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(`${names}.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
