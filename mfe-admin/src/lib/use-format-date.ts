import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Admin dates read day, short month, year (spec section 9) in the admin's language. The parts
 * are put in that order by hand, as some languages (en) would otherwise lead with the month.
 */
export function dateFormatter(language: string): (value: string | number | Date) => string {
  const format = new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
  return (value) => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    const parts = format.formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? '';
    return `${part('day')} ${part('month')} ${part('year')}`;
  };
}

export function useFormatDate(): (value: string | number | Date) => string {
  const { language } = useTranslation().i18n;
  return useMemo(() => dateFormatter(language), [language]);
}
