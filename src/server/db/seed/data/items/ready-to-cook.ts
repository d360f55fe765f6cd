import type { SeedItem } from '../types';

export const readyToCookItems: readonly SeedItem[] = [
  {
    slug: 'shish-tawook',
    category: 'ready-to-cook',
    name_en: 'Shish tawook, marinated chicken cubes',
    name_ar: 'شيش طاووق فراخ متبل',
    description_en:
      'Chicken breast cubes from the morning slaughter, marinated in our kitchen with yoghurt, garlic, lemon and spices, then vacuum packed at 0–4°C. Thread onto skewers and grill.',
    description_ar:
      'مكعبات صدور فراخ من دبيحة الصبح متبلة في مطبخنا بالزبادي والتوم والليمون والبهارات، ومغلفة فاكيوم على ٠–٤ درجات. تتشك في أسياخ وتتشوي.',
    price: 310,
    old_price: 340,
    unit: 'kg',
    art: 'skewers',
    stock: 70,
    views: 3180,
    orders_count: 412,
  },
  {
    slug: 'chicken-kofta',
    category: 'ready-to-cook',
    name_en: 'Chicken kofta',
    name_ar: 'كفتة فراخ',
    description_en:
      'Fresh minced chicken blended with onion, parsley and spices, shaped into kofta fingers and vacuum packed the same day. Grill, pan fry or bake in a tomato sauce.',
    description_ar:
      'فراخ مفرومة طازة متخلطة بالبصل والبقدونس والبهارات ومتشكلة أصابع كفتة، ومغلفة فاكيوم في نفس اليوم. تتشوي أو تتحمر أو تدخل الفرن بصلصة طماطم.',
    price: 265,
    unit: 'kg',
    art: 'kofta',
    stock: 50,
    views: 1470,
    orders_count: 186,
  },
  {
    slug: 'chicken-pane',
    category: 'ready-to-cook',
    name_en: 'Chicken pané, breaded escalope',
    name_ar: 'بانيه فراخ',
    description_en:
      'Thin breast escalope from chicken slaughtered halal this morning, seasoned and coated in egg and breadcrumbs by our kitchen, then packed in layers. Fry straight from the fridge.',
    description_ar:
      'إسكالوب صدور فراخ رفيع من فراخ مذبوحة ذبحًا شرعيًا صباح اليوم، متتبل ومتغلف بيض وبقسماط في مطبخنا ومتعبي طبقات. يتحمر على طول من التلاجة.',
    price: 320,
    old_price: 350,
    unit: 'kg',
    art: 'breaded',
    stock: 85,
    views: 3690,
    orders_count: 574,
  },
  {
    slug: 'chicken-nuggets',
    category: 'ready-to-cook',
    name_en: 'Chicken nuggets, 500 g',
    name_ar: 'ناجتس فراخ، ٥٠٠ جرام',
    description_en:
      'Nuggets made in our kitchen from fresh breast meat, lightly seasoned and breaded, then packed in 500 g bags. Fry or air-fry for about 8 minutes; a favourite with children.',
    description_ar:
      'ناجتس معمول في مطبخنا من لحم صدور فراخ طازة، متبل خفيف ومتغلف بقسماط ومعبأ أكياس ٥٠٠ جرام. يتحمر أو يدخل القلاية الهوائية حوالي ٨ دقايق، والأطفال بيحبوه.',
    price: 165,
    unit: 'pack',
    art: 'nuggets',
    stock: 100,
    views: 2050,
    orders_count: 297,
  },
  {
    slug: 'crispy-chicken-strips',
    category: 'ready-to-cook',
    name_en: 'Crispy chicken strips, 500 g',
    name_ar: 'استربس فراخ كريسبي، ٥٠٠ جرام',
    description_en:
      'Breast fillet strips in a spiced crispy coating, prepared daily from chicken slaughtered by Islamic rites and packed in 500 g trays. Fry until golden and serve with garlic sauce.',
    description_ar:
      'شرائح صدور فراخ متغلفة بتتبيلة كريسبي حراقة خفيفة، بتتجهز يوميًا من فراخ مذبوحة ذبحًا شرعيًا ومعبأة أطباق ٥٠٠ جرام. تتحمر لحد ما تدهب وتتقدم مع الثومية.',
    price: 175,
    unit: 'pack',
    art: 'strips',
    stock: 60,
    views: 1610,
    orders_count: 201,
  },
  {
    slug: 'marinated-chicken-for-grilling',
    category: 'ready-to-cook',
    name_en: 'Marinated whole chicken for grilling',
    name_ar: 'فرخة متبلة للشوي',
    description_en:
      'A whole broiler slaughtered halal this morning, opened flat and rubbed with our grill marinade of garlic, paprika and lemon. Vacuum packed at 0–4°C; grill or roast within two days.',
    description_ar:
      'فرخة كاملة مذبوحة ذبحًا شرعيًا صباح اليوم، مفتوحة فرد ومتبلة بتتبيلة الشوي بتاعتنا بالتوم والبابريكا والليمون. مغلفة فاكيوم على ٠–٤ درجات، تتشوي أو تدخل الفرن خلال يومين.',
    price: 185,
    unit: 'kg',
    art: 'marinated',
    stock: 45,
    views: 2380,
    orders_count: 258,
  },
  {
    slug: 'bbq-marinated-chicken-wings',
    category: 'ready-to-cook',
    name_en: 'Barbecue marinated chicken wings',
    name_ar: 'أجنحة فراخ متبلة باربكيو',
    description_en:
      'Fresh chicken wings from the morning slaughter, marinated in a smoky barbecue sauce and vacuum packed at 0–4°C. Bake at 200°C for about 35 minutes or grill over charcoal.',
    description_ar:
      'أجنحة فراخ طازة من دبيحة الصبح متبلة بصوص باربكيو مدخن ومغلفة فاكيوم على ٠–٤ درجات. تدخل الفرن على ٢٠٠ درجة حوالي ٣٥ دقيقة أو تتشوي على الفحم.',
    price: 175,
    unit: 'kg',
    art: 'marinated-wings',
    stock: 40,
    views: 1150,
    orders_count: 134,
  },
  {
    slug: 'chicken-sausage',
    category: 'ready-to-cook',
    name_en: 'Chicken sausage',
    name_ar: 'سجق فراخ',
    description_en:
      'Spiced Egyptian-style sausage made in our kitchen from fresh chicken meat in natural casings, with no artificial colours. Vacuum packed; pan fry with peppers and tomatoes.',
    description_ar:
      'سجق فراخ على الطريقة المصرية معمول في مطبخنا من لحم فراخ طازة في أغلفة طبيعية، من غير ألوان صناعية. مغلف فاكيوم، يتشوح بالفلفل والطماطم.',
    price: 250,
    unit: 'kg',
    art: 'sausage',
    stock: 35,
    views: 980,
    orders_count: 112,
  },
  {
    slug: 'chicken-hot-dog',
    category: 'ready-to-cook',
    name_en: 'Chicken hot dog, 500 g',
    name_ar: 'هوت دوج فراخ، ٥٠٠ جرام',
    description_en:
      'Smooth chicken hot dogs made from fresh chicken slaughtered by Islamic rites, gently spiced and packed in 500 g vacuum packs. Boil or grill for quick sandwiches.',
    description_ar:
      'هوت دوج فراخ ناعم معمول من فراخ طازة مذبوحة ذبحًا شرعيًا، متبل خفيف ومعبأ فاكيوم ٥٠٠ جرام. يتسلق أو يتشوي لسندوتشات سريعة، ويتحفظ في التلاجة أو الفريزر.',
    price: 120,
    unit: 'pack',
    art: 'hot-dog',
    stock: 55,
    views: 700,
    orders_count: 87,
  },
];
