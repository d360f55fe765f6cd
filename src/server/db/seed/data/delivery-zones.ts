import type { SeedDeliveryZone } from './types';

const SAME_DAY_SOON_EN = 'Same day, 2–4 hours';
const SAME_DAY_SOON_AR = 'في نفس اليوم، خلال ٢–٤ ساعات';
const SAME_DAY_EN = 'Same day, 3–5 hours';
const SAME_DAY_AR = 'في نفس اليوم، خلال ٣–٥ ساعات';
const SAME_DAY_LATE_EN = 'Same day, 4–6 hours';
const SAME_DAY_LATE_AR = 'في نفس اليوم، خلال ٤–٦ ساعات';
const NEXT_MORNING_EN = 'Next morning';
const NEXT_MORNING_AR = 'صباح اليوم التالي';

const zone = (
  area_en: string,
  area_ar: string,
  fee: number,
  min_order: number,
  eta_en: string,
  eta_ar: string,
): SeedDeliveryZone => ({ area_en, area_ar, fee, min_order, eta_en, eta_ar });

/** Delivery areas of Dakahlia, fees and minimum orders in EGP; Mansoura must stay first. */
export const seedDeliveryZones: readonly SeedDeliveryZone[] = [
  zone('Mansoura', 'المنصورة', 15, 0, SAME_DAY_SOON_EN, SAME_DAY_SOON_AR),
  zone('Talkha', 'طلخا', 20, 0, SAME_DAY_SOON_EN, SAME_DAY_SOON_AR),
  zone('Mit Ghamr', 'ميت غمر', 30, 150, SAME_DAY_SOON_EN, SAME_DAY_SOON_AR),
  zone('Aga', 'أجا', 30, 150, SAME_DAY_EN, SAME_DAY_AR),
  zone('Sherbin', 'شربين', 35, 150, SAME_DAY_EN, SAME_DAY_AR),
  zone('Nabaroh', 'نبروه', 30, 150, SAME_DAY_EN, SAME_DAY_AR),
  zone('El Senbellawein', 'السنبلاوين', 35, 200, SAME_DAY_EN, SAME_DAY_AR),
  zone('Temay El Amdid', 'تمي الأمديد', 40, 200, SAME_DAY_LATE_EN, SAME_DAY_LATE_AR),
  zone('Dikirnis', 'دكرنس', 40, 200, SAME_DAY_LATE_EN, SAME_DAY_LATE_AR),
  zone('Minyat El Nasr', 'منية النصر', 45, 250, SAME_DAY_LATE_EN, SAME_DAY_LATE_AR),
  zone('Belqas', 'بلقاس', 45, 250, SAME_DAY_LATE_EN, SAME_DAY_LATE_AR),
  zone('Mit Salsil', 'ميت سلسيل', 55, 300, NEXT_MORNING_EN, NEXT_MORNING_AR),
  zone('El Manzala', 'المنزلة', 60, 400, NEXT_MORNING_EN, NEXT_MORNING_AR),
  zone('Gamasa', 'جمصة', 60, 400, NEXT_MORNING_EN, NEXT_MORNING_AR),
];
