import type { SeedFeature } from './types';

/**
 * The shop's service promises, shown in the home page's own section and in every other page's
 * footer. What a poultry shop in Dakahlia can keep: no returns window or round-the-clock line
 * it does not have. The delivery line quotes the cheapest zone (Mansoura, delivery-zones.ts;
 * a test keeps them in step), and support answers within the shop's hours (shop-facts.ts).
 */
export const seedFeatures: readonly SeedFeature[] = [
  {
    title_en: 'Slaughtered daily',
    title_ar: 'دبيحة يومية',
    subtitle_en: 'Slaughtered the morning it is sold, fresh for 24 hours chilled at 0–4 °C',
    subtitle_ar: 'بتتدبح صباح يوم البيع، وتفضل طازة ٢٤ ساعة في التبريد على ٠–٤ درجات',
    icon: 'fresh',
  },
  {
    title_en: 'Halal, sterilised packing',
    title_ar: 'ذبح شرعي وتغليف معقّم',
    subtitle_en: 'Slaughtered by Islamic rites, cleaned, sterilised and vacuum packed',
    subtitle_ar: 'ذبح حلال على الطريقة الشرعية، وتنظيف وتعقيم وتغليف فاكيوم',
    icon: 'clean',
  },
  {
    title_en: 'Delivery across Dakahlia',
    title_ar: 'توصيل لكل الدقهلية',
    subtitle_en: 'In delivery rounds through the day, from EGP 15',
    subtitle_ar: 'على مواعيد توصيل طول اليوم، من ١٥ جنيه',
    icon: 'delivery',
  },
  {
    title_en: 'Cash on delivery',
    title_ar: 'الدفع عند الاستلام',
    subtitle_en: 'Pay the driver in cash for the weighed weight, after checking your order',
    subtitle_ar: 'ادفع كاش للمندوب حسب الوزن الفعلي بعد ما تتأكد من طلبك',
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
    title_en: 'Support on WhatsApp',
    title_ar: 'دعم على واتساب',
    subtitle_en: 'We answer on WhatsApp during our opening hours',
    subtitle_ar: 'بنرد على واتساب طول مواعيد العمل',
    icon: 'support',
  },
];
