import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenCategories, useCategories } from '../api';

/** Several categories from the shop's real tree. */
export function CategoryPicker({
  value,
  onChange,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { data } = useCategories();
  const options = flattenCategories(data ?? []);
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t('products.fields.categories')}</label>
      <select
        id={id}
        multiple
        size={Math.min(6, Math.max(2, options.length))}
        value={value.map(String)}
        onChange={(e) => onChange([...e.target.selectedOptions].map((o) => Number(o.value)))}
      >
        {options.map((c) => (
          <option key={c.id} value={c.id}>
            {`${'— '.repeat(c.depth)}${c.title}`}
          </option>
        ))}
      </select>
    </div>
  );
}
