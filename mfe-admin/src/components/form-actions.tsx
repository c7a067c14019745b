import { useTranslation } from 'react-i18next';

/** A form's submit button and its Cancel. */
export function FormActions({
  submit,
  busy,
  onCancel,
}: {
  submit: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="admin-actions">
      <button
        type="submit"
        className="admin-button admin-button-primary"
        aria-disabled={busy || undefined}
      >
        {submit}
      </button>
      <button type="button" className="admin-button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
