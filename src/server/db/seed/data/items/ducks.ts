import type { SeedItem } from '../types';

export const duckItems: readonly SeedItem[] = [
  {
    slug: 'muscovy-duck-whole',
    category: 'ducks',
    name_en: 'Muscovy duck, whole',
    name_ar: 'بط مسكوفي كامل',
    description_en:
      'A meaty Muscovy duck, leaner than other breeds, slaughtered by Islamic rites this morning, plucked, singed clean and sterilised. Priced per kg, weight confirmed at packing; classic with mulukhiya.',
    description_ar:
      'بط مسكوفي (فرنساوي) لحمه كتير ودهنه أقل، مذبوح ذبحًا شرعيًا صباح اليوم، منتوف ومنظف من الزغب ومعقم. السعر بالكيلو والوزن يتأكد عند التغليف، وأحلى مع الملوخية.',
    price: 250,
    old_price: 275,
    unit: 'kg',
    art: 'duck',
    tint: 'dark',
    size: 'large',
    stock: 55,
    views: 2870,
    orders_count: 308,
  },
  {
    slug: 'baladi-duck-whole',
    category: 'ducks',
    name_en: 'Baladi duck, whole',
    name_ar: 'بط بلدي كامل',
    description_en:
      'Village-raised baladi duck from farms around Dakahlia, slaughtered halal the same morning, plucked, cleaned and sterilised, then chilled at 0–4°C. Roast it after boiling and serve with mulukhiya and rice.',
    description_ar:
      'بط بلدي تربية بيوت من قرى الدقهلية، مذبوح ذبحًا شرعيًا صباح نفس اليوم، منتوف ومنظف ومعقم ومبرد على ٠–٤ درجات. يتسلق ويتحمر ويتقدم مع الملوخية والرز.',
    price: 235,
    unit: 'kg',
    art: 'duck',
    size: 'small',
    stock: 45,
    views: 3340,
    orders_count: 392,
  },
  {
    slug: 'mulard-duck-whole',
    category: 'ducks',
    name_en: 'Mulard duck, whole',
    name_ar: 'بط مولار كامل',
    description_en:
      'A large mulard duck with generous breast meat, slaughtered by Islamic rites this morning, plucked, cleaned and sterilised, then vacuum packed. Priced per kg; one bird feeds a family of five.',
    description_ar:
      'بط مولار كبير وصدره مليان، مذبوح ذبحًا شرعيًا صباح اليوم، منتوف ومنظف ومعقم ومغلف فاكيوم. السعر بالكيلو، والبطة الواحدة تكفي عيلة من خمس أفراد.',
    price: 240,
    unit: 'kg',
    art: 'duck',
    size: 'large',
    stock: 35,
    views: 1240,
    orders_count: 141,
  },
  {
    slug: 'pekin-duck-whole',
    category: 'ducks',
    name_en: 'Pekin duck, whole',
    name_ar: 'بط بيكيني كامل',
    description_en:
      'Tender white Pekin duck, slaughtered halal the same morning, plucked, washed and sterilised, then chilled at 0–4°C in a sealed bag. Priced per kg; crisp skin when roasted in the oven.',
    description_ar:
      'بط بيكيني أبيض طري، مذبوح ذبحًا شرعيًا صباح نفس اليوم، منتوف ومغسول ومعقم ومبرد على ٠–٤ درجات في كيس مقفول. السعر بالكيلو، وجلده بيقرمش في الفرن.',
    price: 225,
    unit: 'kg',
    art: 'duck',
    tint: 'white',
    stock: 40,
    views: 1010,
    orders_count: 117,
  },
  {
    slug: 'duck-cut-into-quarters',
    category: 'ducks',
    name_en: 'Duck, cut into quarters',
    name_ar: 'بط مقطع أرباع',
    description_en:
      'A whole duck slaughtered by Islamic rites today, cleaned, sterilised and cut into four quarters so it fits the pot. Sealed in a chilled tray; boil with onion and cardamom, then roast.',
    description_ar:
      'بطة كاملة مذبوحة ذبحًا شرعيًا النهارده، منظفة ومعقمة ومقطعة أربع أرباع علشان تدخل الحلة بسهولة. مغلفة في طبق مبرد، تتسلق بالبصل والحبهان وبعدين تتحمر.',
    price: 255,
    unit: 'kg',
    art: 'duck-quarters',
    stock: 30,
    views: 760,
    orders_count: 83,
  },
  {
    slug: 'duck-breast',
    category: 'ducks',
    name_en: 'Duck breast',
    name_ar: 'صدور بط',
    description_en:
      'Skin-on duck breasts trimmed from birds slaughtered halal the same morning, cleaned and sterilised, then vacuum packed at 0–4°C. Score the skin and sear it slowly in a dry pan.',
    description_ar:
      'صدور بط بالجلد متشفية من بط مذبوح ذبحًا شرعيًا صباح نفس اليوم، منظفة ومعقمة ومغلفة فاكيوم على ٠–٤ درجات. شرّح الجلد وحمّرها على نار هادية في طاسة ناشفة.',
    price: 330,
    unit: 'kg',
    art: 'duck-breast',
    stock: 25,
    views: 590,
    orders_count: 47,
  },
];
