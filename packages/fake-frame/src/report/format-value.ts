import type { ValueFormat } from './visual-data';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string | undefined, format: ValueFormat): Intl.NumberFormat {
  const key = `${locale ?? ''}|${format}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.NumberFormatOptions =
      format === 'percent' ? { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 } : {};
    try {
      found = new Intl.NumberFormat(locale || 'en-US', options);
    } catch {
      // An unknown locale in the embed config's localeSettings must not break rendering.
      found = new Intl.NumberFormat('en-US', options);
    }
    formatters.set(key, found);
  }
  return found;
}

/** Formats a number of a visual as a count or a percentage, in the report's format locale. */
export function formatValue(value: number, format: ValueFormat = 'count', locale?: string): string {
  return formatter(locale, format).format(value);
}
