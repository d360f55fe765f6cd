import type { SeedContact } from './types';

const HANDLE = 'dakahliapoultry';

/**
 * How customers reach the shop; WhatsApp first, as most orders come through it. The first
 * phone and e-mail are the orders line the footer and the contact page show; each branch's
 * own phone is on its card (branches.ts).
 */
export const seedContacts: readonly SeedContact[] = [
  {
    type: 'whatsapp',
    value: '201001234567',
    label_en: 'Order on WhatsApp',
    label_ar: 'اطلب على واتساب',
  },
  {
    type: 'phone',
    value: '01001234567',
    label_en: 'Call to order',
    label_ar: 'اتصل للطلب',
  },
  {
    type: 'email',
    value: 'orders@dakahlia-poultry.example',
    label_en: 'Email us',
    label_ar: 'راسلنا بالبريد الإلكتروني',
  },
  {
    type: 'facebook',
    value: `https://www.facebook.com/${HANDLE}`,
    label_en: 'Facebook',
    label_ar: 'فيسبوك',
  },
  {
    type: 'instagram',
    value: `https://www.instagram.com/${HANDLE}`,
    label_en: 'Instagram',
    label_ar: 'إنستجرام',
  },
  {
    type: 'tiktok',
    value: `https://www.tiktok.com/@${HANDLE}`,
    label_en: 'TikTok',
    label_ar: 'تيك توك',
  },
  {
    type: 'address',
    value: 'El Gomhoreya St., near Talaat Harb St., Mansoura, Dakahlia',
    value_ar: 'شارع الجمهورية، بجوار شارع طلعت حرب، المنصورة، الدقهلية',
    label_en: 'Head branch',
    label_ar: 'الفرع الرئيسي',
  },
];
