import type { Locale } from '@/lib/i18n/locales';
import type { UnitCode } from '@/server/db/schema';
import { translate } from './translate';

/** "1 bird", "10 birds", "1.5 kg": the item's unit after a number, in the caller's language. */
export const unitAfter = (locale: Locale, code: UnitCode, count: number): string =>
  translate(locale, count === 1 ? `unit.${code}` : `units.${code}`);
