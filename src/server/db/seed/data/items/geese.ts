import type { SeedItem } from '../types';

export const gooseItems: readonly SeedItem[] = [
  {
    slug: 'baladi-goose-whole',
    category: 'geese',
    name_en: 'Baladi goose, whole',
    name_ar: 'وز بلدي كامل',
    description_en:
      'A village-raised goose from Dakahlia farms, slaughtered by Islamic rites this morning, plucked, cleaned and sterilised, then chilled at 0–4°C. Priced per kg, weight confirmed at packing; a feast bird for family gatherings.',
    description_ar:
      'وز بلدي تربية ريفية من مزارع الدقهلية، مذبوح ذبحًا شرعيًا صباح اليوم، منتوف ومنظف ومعقم ومبرد على ٠–٤ درجات. السعر بالكيلو والوزن يتأكد عند التغليف، ويشرف في العزومات.',
    price: 290,
    old_price: 315,
    unit: 'kg',
    art: 'goose',
    size: 'large',
    stock: 20,
    views: 1780,
    orders_count: 132,
  },
  {
    slug: 'young-goose-whole',
    category: 'geese',
    name_en: 'Young goose, whole bird',
    name_ar: 'وزة صغيرة كاملة',
    description_en:
      'A young goose of about 3 kg, tender enough to roast after a short boil. Slaughtered halal the same morning, plucked, washed and sterilised, then sealed and chilled. Sold per bird.',
    description_ar:
      'وزة صغيرة وزنها حوالي ٣ كيلو، طرية وتتحمر بعد سلقة خفيفة. مذبوحة ذبحًا شرعيًا صباح نفس اليوم، منتوفة ومغسولة ومعقمة ومغلفة ومبردة. السعر بالوزة.',
    price: 920,
    unit: 'bird',
    art: 'goose',
    size: 'small',
    stock: 15,
    views: 820,
    orders_count: 58,
  },
  {
    slug: 'goose-cut-pieces',
    category: 'geese',
    name_en: 'Goose, cut into pieces',
    name_ar: 'وز مقطع قطع',
    description_en:
      'Goose slaughtered by Islamic rites today, cleaned, sterilised and cut into cooking pieces, so you can buy just what you need. Sealed in a chilled tray; lovely with fatta or freekeh.',
    description_ar:
      'وز مذبوح ذبحًا شرعيًا النهارده، منظف ومعقم ومقطع قطع جاهزة للطبخ، تاخد اللي محتاجه بس. مغلف في طبق مبرد على ٠–٤ درجات، وحلو مع الفتة أو الفريك.',
    price: 300,
    unit: 'kg',
    art: 'goose-pieces',
    stock: 18,
    views: 610,
    orders_count: 39,
  },
  {
    slug: 'goose-liver-and-gizzards',
    category: 'geese',
    name_en: 'Goose liver and gizzards',
    name_ar: 'كبدة وقوانص وز',
    description_en:
      'Large goose livers and peeled gizzards from the morning slaughter, washed, sterilised and sealed in a chilled tray. Limited each day, as they come only from the geese we slaughter.',
    description_ar:
      'كبدة وز كبيرة وقوانص مقشرة من دبيحة الصبح، مغسولة ومعقمة ومغلفة في طبق مبرد. الكمية محدودة كل يوم لأنها من الوز اللي بندبحه بس، فاحجز بدري.',
    price: 280,
    unit: 'kg',
    art: 'goose-liver',
    stock: 0,
    views: 430,
    orders_count: 26,
  },
];
