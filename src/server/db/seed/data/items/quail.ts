import type { SeedItem } from '../types';

export const quailItems: readonly SeedItem[] = [
  {
    slug: 'quail-whole-pack-of-4',
    category: 'quail',
    name_en: 'Quail, whole, pack of 4',
    name_ar: 'سمان كامل، ٤ طيور',
    description_en:
      'Four plump quail slaughtered by Islamic rites this morning, plucked, cleaned and sterilised, then sealed in a chilled tray at 0–4°C. Grill them, fry them or stuff them with rice.',
    description_ar:
      'أربع طيور سمان مليانة، مذبوحة ذبحًا شرعيًا صباح اليوم، منتوفة ومنظفة ومعقمة ومغلفة في طبق مبرد على ٠–٤ درجات. تتشوي أو تتحمر أو تتحشي رز.',
    price: 230,
    unit: 'pack',
    art: 'quail',
    stock: 60,
    views: 1730,
    orders_count: 212,
  },
  {
    slug: 'quail-family-pack-of-12',
    category: 'quail',
    name_en: 'Quail, family pack of 12',
    name_ar: 'سمان كامل، عبوة ١٢ طائر',
    description_en:
      'Twelve quail for a family table, slaughtered halal the same morning, plucked, washed and sterilised, then vacuum packed in threes so you can freeze what you do not cook today.',
    description_ar:
      'اتناشر طائر سمان لسفرة العيلة، مذبوحة ذبحًا شرعيًا صباح نفس اليوم، منتوفة ومغسولة ومعقمة ومغلفة فاكيوم كل تلاتة لوحدهم علشان تفرّز اللي مش هتطبخه النهارده.',
    price: 660,
    old_price: 720,
    unit: 'pack',
    art: 'quail-family',
    stock: 20,
    views: 920,
    orders_count: 76,
  },
  {
    slug: 'butterflied-quail-for-grilling',
    category: 'quail',
    name_en: 'Butterflied quail for grilling, pack of 4',
    name_ar: 'سمان مفتوح للشوي، ٤ طيور',
    description_en:
      'Four quail slaughtered by Islamic rites today, cleaned, sterilised and opened flat for quick, even grilling over charcoal or in a pan. Sealed in a chilled tray.',
    description_ar:
      'أربع طيور سمان مذبوحة ذبحًا شرعيًا النهارده، منظفة ومعقمة ومفتوحة فرد علشان تستوي بسرعة وبالتساوي على الفحم أو في الطاسة. مغلفة في طبق مبرد.',
    price: 245,
    unit: 'pack',
    art: 'butterflied-quail',
    stock: 35,
    views: 780,
    orders_count: 88,
  },
  {
    slug: 'stuffed-quail-freekeh',
    category: 'quail',
    name_en: 'Stuffed quail with freekeh, pack of 4',
    name_ar: 'سمان محشي فريك، ٤ طيور',
    description_en:
      'Four quail slaughtered halal this morning, cleaned, sterilised and stuffed in our kitchen with seasoned freekeh. Boil for 15 minutes, then brown in the oven or in a little ghee.',
    description_ar:
      'أربع طيور سمان مذبوحة ذبحًا شرعيًا صباح اليوم، منظفة ومعقمة ومحشية في مطبخنا بفريك متبل. تتسلق ربع ساعة وبعدين تتحمر في الفرن أو في شوية سمنة.',
    price: 290,
    unit: 'pack',
    art: 'stuffed-quail',
    stock: 25,
    views: 1060,
    orders_count: 109,
  },
];
