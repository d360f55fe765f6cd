import type { ArtKind, SeedCategory } from './types';

const category = (slug: string, name_en: string, name_ar: string, art: ArtKind): SeedCategory => ({
  slug,
  name_en,
  name_ar,
  art,
});

/** The shop's departments, in the order the storefront shows them. */
export const seedCategories: readonly SeedCategory[] = [
  category('whole-chicken', 'Whole chicken', 'فراخ كاملة', 'whole-chicken'),
  category('chicken-parts', 'Chicken parts', 'أجزاء الفراخ', 'chicken-thigh'),
  category('ducks', 'Ducks', 'بط', 'duck'),
  category('geese', 'Geese', 'وز', 'goose'),
  category('pigeons', 'Pigeons', 'حمام', 'pigeon'),
  category('turkey', 'Turkey', 'رومي', 'turkey'),
  category('rabbits', 'Rabbits', 'أرانب', 'rabbit'),
  category('quail', 'Quail', 'سمان', 'quail'),
  category('eggs', 'Eggs', 'بيض', 'egg-tray'),
  category('live-birds', 'Live birds', 'طيور حية', 'live-chicken'),
  category('ready-to-cook', 'Ready to cook', 'جاهز للطهي', 'skewers'),
];
