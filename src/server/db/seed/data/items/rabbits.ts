import type { SeedItem } from '../types';

export const rabbitItems: readonly SeedItem[] = [
  {
    slug: 'baladi-rabbit-whole',
    category: 'rabbits',
    name_en: 'Baladi rabbit, whole',
    name_ar: 'أرنب بلدي كامل',
    description_en:
      'A village-raised baladi rabbit, slaughtered by Islamic rites this morning, skinned, cleaned and sterilised, then chilled at 0–4°C. Priced per kg; traditionally cooked with mulukhiya.',
    description_ar:
      'أرنب بلدي تربية بيوت، مذبوح ذبحًا شرعيًا صباح اليوم، متسلخ ومنظف ومعقم ومبرد على ٠–٤ درجات. السعر بالكيلو، والأصل يتاكل مع الملوخية.',
    price: 270,
    unit: 'kg',
    art: 'rabbit',
    size: 'small',
    stock: 30,
    views: 1540,
    orders_count: 149,
  },
  {
    slug: 'white-rabbit-whole',
    category: 'rabbits',
    name_en: 'White New Zealand rabbit, whole',
    name_ar: 'أرنب أبيض نيوزيلندي كامل',
    description_en:
      'A meaty white New Zealand rabbit from Dakahlia farms, slaughtered halal the same morning, skinned, washed and sterilised, then vacuum packed. Priced per kg, weight confirmed at packing.',
    description_ar:
      'أرنب أبيض نيوزيلندي لحمه كتير من مزارع الدقهلية، مذبوح ذبحًا شرعيًا صباح نفس اليوم، متسلخ ومغسول ومعقم ومغلف فاكيوم. السعر بالكيلو والوزن يتأكد عند التغليف.',
    price: 255,
    old_price: 280,
    unit: 'kg',
    art: 'rabbit',
    tint: 'white',
    size: 'large',
    stock: 28,
    views: 1120,
    orders_count: 98,
  },
  {
    slug: 'rabbit-cut-pieces',
    category: 'rabbits',
    name_en: 'Rabbit, cut into pieces',
    name_ar: 'أرنب مقطع قطع',
    description_en:
      'A whole rabbit slaughtered by Islamic rites today, cleaned, sterilised and cut into cooking pieces, sealed in a chilled tray. Boil with onion and bay leaf, then fry or bake.',
    description_ar:
      'أرنب كامل مذبوح ذبحًا شرعيًا النهارده، منظف ومعقم ومقطع قطع جاهزة للطبخ ومغلف في طبق مبرد. يتسلق بالبصل وورق اللورا وبعدين يتحمر أو يدخل الفرن.',
    price: 280,
    unit: 'kg',
    art: 'rabbit-pieces',
    stock: 22,
    views: 690,
    orders_count: 57,
  },
  {
    slug: 'rabbit-legs',
    category: 'rabbits',
    name_en: 'Rabbit legs',
    name_ar: 'أوراك أرانب',
    description_en:
      'Rabbit hind legs, the meatiest cut, from rabbits slaughtered halal the same morning, cleaned and sterilised, then vacuum packed at 0–4°C. Excellent roasted with garlic and herbs.',
    description_ar:
      'أوراك أرانب خلفية وهي أكتر جزء فيه لحمة، من أرانب مذبوحة ذبحًا شرعيًا صباح نفس اليوم، منظفة ومعقمة ومغلفة فاكيوم على ٠–٤ درجات. تحفة في الفرن بالتوم والأعشاب.',
    price: 310,
    unit: 'kg',
    art: 'rabbit-legs',
    stock: 15,
    views: 410,
    orders_count: 33,
  },
];
