import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '@shop/ui';
import {
  TEXT_LANGUAGES,
  textKey,
  untranslated,
  type ProductTextValues,
  type TextKey,
} from './product-texts';

type Bind = (name: TextKey) => Omit<FieldProps, 'label' | 'prefix'>;

/** One language's name, short and long description; a missing translation says what shows. */
interface TextFieldsProps {
  values: ProductTextValues;
  field: Bind;
  /** The name field's label in products.fields: the add form's "Title", the edit form's "Name". */
  nameLabel?: 'title' | 'name';
}

function LanguageFieldset({
  lang,
  values,
  field,
  nameLabel = 'name',
}: TextFieldsProps & { lang: (typeof TEXT_LANGUAGES)[number] }) {
  const { t } = useTranslation();
  const noteId = useId();
  const missing = untranslated(values, lang);
  const f = (key: string) => t(`products.fields.${key}`);
  return (
    <fieldset
      className="admin-texts-language"
      lang={lang}
      aria-describedby={missing ? noteId : undefined}
    >
      <legend>
        {t(`products.languages.${lang}`)}
        {lang === 'en' && <span className="admin-muted"> {t('products.requiredLanguage')}</span>}
      </legend>
      {missing && (
        <p id={noteId} className="admin-texts-missing">
          {t('products.notTranslated')}
        </p>
      )}
      <Field
        prefix="admin"
        label={f(nameLabel)}
        required={lang === 'en'}
        {...field(textKey('title', lang))}
      />
      <Field prefix="admin" label={f('summary')} {...field(textKey('summary', lang))} />
      <Field
        prefix="admin"
        rows={3}
        label={f('description')}
        {...field(textKey('description', lang))}
      />
    </fieldset>
  );
}

/**
 * The product's name and descriptions in each language, side by side where there is room:
 * English is required, and a language left empty is marked as showing the English text.
 */
export function ProductTextFields(props: TextFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="admin-texts">
      <legend>{t('products.texts')}</legend>
      {TEXT_LANGUAGES.map((lang) => (
        <LanguageFieldset key={lang} lang={lang} {...props} />
      ))}
    </fieldset>
  );
}
