import type { SeedFeature } from './types';

/** The shop's service promises, shown under the banners. */
export const seedFeatures: readonly SeedFeature[] = [
  {
    title_en: 'Slaughtered daily',
    title_ar: 'دبيحة يومية',
    subtitle_en: 'Every bird is slaughtered by Islamic rites the same morning it is sold',
    subtitle_ar: 'كل الطيور بتتدبح ذبحًا شرعيًا صباح نفس يوم البيع',
    icon: 'fresh',
  },
  {
    title_en: 'Cleaned, sterilised, vacuum packed',
    title_ar: 'تنظيف وتعقيم وتغليف فاكيوم',
    subtitle_en: 'Washed, sterilised with food-safe solutions and chilled at 0–4°C',
    subtitle_ar: 'غسيل وتعقيم بمحاليل آمنة على الأكل وتبريد على ٠–٤ درجات',
    icon: 'clean',
  },
  {
    title_en: 'Delivery across Dakahlia',
    title_ar: 'توصيل لكل الدقهلية',
    subtitle_en: 'From EGP 15 in Mansoura, same day to most of the governorate',
    subtitle_ar: 'من ١٥ جنيه في المنصورة، وفي نفس اليوم لأغلب مدن المحافظة',
    icon: 'delivery',
  },
  {
    title_en: 'Cash on delivery',
    title_ar: 'الدفع عند الاستلام',
    subtitle_en: 'Check your order at the door, then pay the driver in cash',
    subtitle_ar: 'اتأكد من طلبك على الباب وادفع كاش للمندوب',
    icon: 'cash',
  },
  {
    title_en: 'Freshness guarantee',
    title_ar: 'ضمان الطزاجة',
    subtitle_en: 'Not fresh on delivery? Tell us within 24 hours and we replace it or refund you',
    subtitle_ar: 'لو الطلب مش طازة عند الاستلام، بلغنا خلال ٢٤ ساعة ونبدله أو نرجع فلوسك',
    icon: 'quality',
  },
  {
    title_en: 'WhatsApp support',
    title_ar: 'دعم على واتساب',
    subtitle_en: 'We answer every day from 9 am to 11 pm',
    subtitle_ar: 'بنرد يوميًا من ٩ الصبح لحد ١١ بالليل',
    icon: 'support',
  },
];
