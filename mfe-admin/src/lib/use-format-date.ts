import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear } from '@shop/contracts/dates';

/**
 * Admin dates read day, short month, year (spec section 9) in the admin's language, in that
 * order in every language. Written without an `Intl.DateTimeFormat`: the first a page builds
 * loads the browser's date data, which was the dashboard's longest script work.
 */
export function dateFormatter(language: string): (value: string | number | Date) => string {
  return (value) => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    return formatDayMonthYear(date, language);
  };
}

export function useFormatDate(): (value: string | number | Date) => string {
  const { language } = useTranslation().i18n;
  return useMemo(() => dateFormatter(language), [language]);
}
