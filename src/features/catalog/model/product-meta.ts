import type { TFunction } from 'i18next';
import type { Item } from '@/contracts/catalog';
import { formatMoney } from '@/lib/format/money';

/** Search engines show about 155 characters of a description. */
const META_LENGTH = 155;

/** "Name, EGP 155 per kg. Description…", cut at a word near the length search engines show. */
export function productMetaDescription(item: Item, locale: unknown, t: TFunction): string {
  const text = t('product:meta.description', {
    name: item.name,
    price: formatMoney(item.price, locale),
    unit: item.unit,
    description: item.description,
  });
  if (text.length <= META_LENGTH) return text;
  const cut = text.slice(0, META_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[،,.\s]+$/u, '')}…`;
}
