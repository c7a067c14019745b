import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { productRules, toast, type AdminCategory } from '@shop/contracts';
import { Field, useApi, useForm } from '@shop/ui';
import { useAction } from '../../../lib/use-action';
import { isCategoriesKey } from '../api/get-categories';

const adminCategoriesKey = 'admin/categories';

/** A category's name in the admin's language; English where that one is blank, as the shop does. */
function nameIn(category: AdminCategory, language: string): string {
  const name = { es: category.titleEs, pt: category.titlePt }[language.slice(0, 2)];
  return name?.trim() || category.title;
}

function NamesForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { mutate } = useSWRConfig();
  const { values, field, bind, trySubmit } = useForm(
    () => ({ title: category.title, titleEs: category.titleEs, titlePt: category.titlePt }),
    { rules: { title: productRules.title } },
  );
  const { isMutating, trigger } = useAction('admin/category-names', async () => {
    await api.admin.updateCategory(category.id, {
      title: values.title.trim(),
      titleEs: values.titleEs.trim(),
      titlePt: values.titlePt.trim(),
    });
    await Promise.all([mutate(adminCategoriesKey), mutate(isCategoriesKey)]);
    return t('categoryNames.saved');
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return toast(t('categoryNames.englishRequired'), 'error');
    if (await trigger()) onDone();
  }

  return (
    <form className="admin-form admin-form-grid" onSubmit={submit} noValidate>
      <Field
        prefix="admin"
        label={t('categoryNames.en')}
        required
        maxLength={60}
        {...bind('title')}
      />
      <Field prefix="admin" label={t('categoryNames.es')} maxLength={60} {...field('titleEs')} />
      <Field prefix="admin" label={t('categoryNames.pt')} maxLength={60} {...field('titlePt')} />
      <p className="admin-muted">{t('categoryNames.fallback')}</p>
      <div className="admin-actions">
        <button
          type="submit"
          className="admin-button admin-button-primary"
          aria-disabled={isMutating || undefined}
        >
          {t('categoryNames.save')}
        </button>
      </div>
    </form>
  );
}

/** The names of one category in English, Spanish and Portuguese, as the storefront shows them. */
export function CategoryNames() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const headingId = useId();
  const { data, error } = useSWR(adminCategoriesKey, () => api.admin.categories());
  const [selected, setSelected] = useState<number | null>(null);
  const [saves, setSaves] = useState(0);
  const categories = data?.categories ?? [];
  const category = categories.find((c) => c.id === selected) ?? categories[0];

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('categoryNames.title')}</h2>
      {error && <p role="alert">{t('common.loadFailed')}</p>}
      {category && (
        <>
          <Field
            prefix="admin"
            label={t('categoryNames.category')}
            value={category.id}
            onChange={(e) => setSelected(Number(e.target.value))}
            options={categories.map((c) => ({
              value: String(c.id),
              label: `${c.parentId === null ? '' : '— '}${nameIn(c, i18n.language)}`,
            }))}
          />
          <NamesForm
            key={`${category.id}-${saves}`}
            category={category}
            onDone={() => setSaves((n) => n + 1)}
          />
        </>
      )}
    </section>
  );
}
