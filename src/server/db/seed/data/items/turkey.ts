import type { SeedItem } from '../types';

export const turkeyItems: readonly SeedItem[] = [
  {
    slug: 'turkey-whole',
    category: 'turkey',
    name_en: 'Turkey, whole',
    name_ar: 'رومي كامل',
    description_en:
      'A whole turkey slaughtered by Islamic rites this morning, plucked, cleaned and sterilised, then chilled at 0–4°C. Priced per kg, weight confirmed at packing; boil it for a big fatta, then roast.',
    description_ar:
      'ديك رومي كامل مذبوح ذبحًا شرعيًا صباح اليوم، منتوف ومنظف ومعقم ومبرد على ٠–٤ درجات. السعر بالكيلو والوزن يتأكد عند التغليف، يتسلق لفتة كبيرة وبعدين يتحمر.',
    price: 240,
    old_price: 265,
    unit: 'kg',
    art: 'turkey',
    stock: 12,
    views: 1880,
    orders_count: 104,
  },
  {
    slug: 'baladi-turkey-whole',
    category: 'turkey',
    name_en: 'Baladi turkey, whole',
    name_ar: 'رومي بلدي كامل',
    description_en:
      'Village-raised baladi turkey from Dakahlia farms, with firmer, tastier meat. Slaughtered halal the same morning, plucked, cleaned, sterilised and vacuum packed. Priced per kg.',
    description_ar:
      'رومي بلدي تربية ريفية من مزارع الدقهلية، لحمه متماسك وطعمه أحلى. مذبوح ذبحًا شرعيًا صباح نفس اليوم، منتوف ومنظف ومعقم ومغلف فاكيوم. السعر بالكيلو.',
    price: 265,
    unit: 'kg',
    art: 'turkey',
    tint: 'dark',
    size: 'small',
    stock: 8,
    views: 960,
    orders_count: 52,
  },
  {
    slug: 'turkey-breast',
    category: 'turkey',
    name_en: 'Turkey breast',
    name_ar: 'صدور رومي',
    description_en:
      'Lean turkey breast cut from birds slaughtered by Islamic rites today, cleaned and sterilised, then vacuum packed at 0–4°C. Roast it whole or slice it for escalope.',
    description_ar:
      'صدور رومي قليلة الدهن من رومي مذبوح ذبحًا شرعيًا النهارده، منظفة ومعقمة ومغلفة فاكيوم على ٠–٤ درجات. تتحمر قطعة واحدة أو تتقطع شرائح إسكالوب.',
    price: 320,
    unit: 'kg',
    art: 'turkey-breast',
    stock: 30,
    views: 1320,
    orders_count: 128,
  },
  {
    slug: 'turkey-thighs',
    category: 'turkey',
    name_en: 'Turkey thighs',
    name_ar: 'أوراك رومي',
    description_en:
      'Big bone-in turkey thighs from the morning slaughter, halal, cleaned, washed and sterilised, then sealed in a chilled tray. Slow-cook them in the oven with onions and spices.',
    description_ar:
      'أوراك رومي كبيرة بالعظم من دبيحة الصبح، مذبوحة ذبحًا شرعيًا ومنظفة ومغسولة ومعقمة ومغلفة في طبق مبرد. تستوي على مهل في الفرن بالبصل والتوابل.',
    price: 250,
    unit: 'kg',
    art: 'turkey-thigh',
    stock: 25,
    views: 740,
    orders_count: 69,
  },
  {
    slug: 'turkey-wings',
    category: 'turkey',
    name_en: 'Turkey wings',
    name_ar: 'أجنحة رومي',
    description_en:
      'Meaty turkey wings from birds slaughtered by Islamic rites the same morning, cleaned of feathers, washed and sterilised, then chilled at 0–4°C. Good value for broth and tray bakes.',
    description_ar:
      'أجنحة رومي مليانة لحمة من رومي مذبوح ذبحًا شرعيًا صباح نفس اليوم، منظفة من الريش ومغسولة ومعقمة ومبردة على ٠–٤ درجات. اقتصادية للشوربة وصواني الفرن.',
    price: 200,
    unit: 'kg',
    art: 'turkey-wing',
    stock: 35,
    views: 530,
    orders_count: 61,
  },
  {
    slug: 'turkey-mince',
    category: 'turkey',
    name_en: 'Minced turkey',
    name_ar: 'رومي مفروم',
    description_en:
      'Turkey breast and thigh meat minced fresh in the branch from birds slaughtered halal today. Sterilised and vacuum packed; a lean choice for kofta, burgers and stuffed vegetables.',
    description_ar:
      'رومي مفروم من لحم الصدور والأوراك، بيتفرم طازة في الفرع من رومي مذبوح ذبحًا شرعيًا النهارده. معقم ومغلف فاكيوم، اختيار خفيف للكفتة والبرجر والمحشي.',
    price: 290,
    unit: 'kg',
    art: 'turkey-mince',
    stock: 20,
    views: 480,
    orders_count: 44,
  },
];
