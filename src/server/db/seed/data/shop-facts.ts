import type { SeedShopFacts } from './types';

/**
 * The one set of opening hours and the shop's own lines (issue 24): the footer, the contact
 * page, every branch card and the WhatsApp promise read these, so they cannot disagree.
 * Friday opens after the noon prayer, as shops in Dakahlia do.
 */
export const seedShopFacts: SeedShopFacts = {
  hours_en: 'Every day 9 am to 10 pm; Friday from 1 pm, after the prayer',
  hours_ar: 'يوميًا من ٩ صباحًا حتى ١٠ مساءً، والجمعة من ١ ظهرًا بعد الصلاة',
  about_en:
    'Live birds and fresh poultry, slaughtered, cleaned, sterilised and packed every day in Dakahlia.',
  about_ar: 'طيور حية ودواجن طازجة، تُذبح وتُنظَّف وتُعقَّم وتُغلَّف يوميًا في الدقهلية.',
  area_en: 'Dakahlia, Egypt',
  area_ar: 'الدقهلية، مصر',
};
