import type { SeedItem } from '../types';

export const chickenPartsItems: readonly SeedItem[] = [
  {
    slug: 'chicken-breast-bone-in',
    category: 'chicken-parts',
    name_en: 'Chicken breast, bone-in',
    name_ar: 'صدور فراخ بالعظم',
    description_en:
      'Bone-in breasts cut from broilers slaughtered halal this morning, cleaned, washed and sterilised, then chilled at 0–4°C in a sealed tray. Good roasted, boiled for broth or shredded for fatta.',
    description_ar:
      'صدور فراخ بالعظم من فراخ مذبوحة ذبحًا شرعيًا صباح اليوم، منظفة ومغسولة ومعقمة ومبردة على ٠–٤ درجات في طبق مغلف. تنفع للفرن أو للسلق والشوربة.',
    price: 235,
    unit: 'kg',
    art: 'chicken-breast',
    stock: 120,
    views: 2480,
    orders_count: 331,
  },
  {
    slug: 'chicken-breast-fillet',
    category: 'chicken-parts',
    name_en: 'Chicken breast fillet',
    name_ar: 'صدور فراخ فيليه',
    description_en:
      'Boneless, skinless breast fillet trimmed by hand from chicken slaughtered the same morning by Islamic rites. Sterilised with food-safe solutions and vacuum packed; ready for grilling, stir-fries or pané.',
    description_ar:
      'صدور فراخ فيليه بدون عظم وبدون جلد، متشفية باليد من فراخ مذبوحة ذبحًا شرعيًا صباح اليوم. معقمة بمحاليل آمنة ومغلفة فاكيوم، جاهزة للشوي أو البانيه أو الأكلات السريعة.',
    price: 285,
    old_price: 310,
    unit: 'kg',
    art: 'chicken-fillet',
    stock: 150,
    views: 4610,
    orders_count: 798,
  },
  {
    slug: 'chicken-thighs',
    category: 'chicken-parts',
    name_en: 'Bone-in chicken thighs',
    name_ar: 'أوراك فراخ بالعظم',
    description_en:
      'Juicy bone-in chicken thighs from broilers slaughtered halal today, cleaned, washed and sterilised, then chilled at 0–4°C. Great in the oven with potatoes or on the grill.',
    description_ar:
      'أوراك فراخ بالعظم طرية ومليانة، من فراخ مذبوحة ذبحًا شرعيًا النهارده، منظفة ومغسولة ومعقمة ومبردة على ٠–٤ درجات. ممتازة في صينية بطاطس أو على الشواية.',
    price: 168,
    unit: 'kg',
    art: 'chicken-thigh',
    stock: 180,
    views: 3750,
    orders_count: 655,
  },
  {
    slug: 'chicken-thighs-boneless',
    category: 'chicken-parts',
    name_en: 'Boneless chicken thighs',
    name_ar: 'أوراك فراخ مخلية',
    description_en:
      'Thigh meat deboned by our butchers, tender and rich, from chicken slaughtered by Islamic rites the same morning. Sterilised and vacuum packed; ideal for shawarma, kebab or a quick pan fry.',
    description_ar:
      'أوراك فراخ مخلية من العظم على إيد جزارينا، طرية وغنية، من فراخ مذبوحة ذبحًا شرعيًا صباح نفس اليوم. معقمة ومغلفة فاكيوم، مثالية للشاورما والكباب والتشويح السريع.',
    price: 215,
    unit: 'kg',
    art: 'chicken-thigh-boneless',
    stock: 90,
    views: 1980,
    orders_count: 276,
  },
  {
    slug: 'chicken-drumsticks',
    category: 'chicken-parts',
    name_en: 'Chicken drumsticks',
    name_ar: 'دبابيس فراخ',
    description_en:
      'Meaty drumsticks cut from broilers slaughtered halal this morning, cleaned, washed and sterilised, then sealed in a chilled tray. A family favourite roasted, fried or in a tray bake.',
    description_ar:
      'دبابيس فراخ مليانة لحمة من فراخ مذبوحة ذبحًا شرعيًا صباح اليوم، منظفة ومغسولة ومعقمة ومغلفة في طبق مبرد. محبوبة عند الأطفال مشوية أو محمرة أو في الفرن.',
    price: 160,
    unit: 'kg',
    art: 'chicken-drumstick',
    stock: 130,
    views: 2210,
    orders_count: 402,
  },
  {
    slug: 'chicken-wings',
    category: 'chicken-parts',
    name_en: 'Chicken wings',
    name_ar: 'أجنحة فراخ',
    description_en:
      'Whole chicken wings, cleaned of feathers and washed, from birds slaughtered by Islamic rites today. Sterilised and chilled at 0–4°C; marinate them for the oven or the grill.',
    description_ar:
      'أجنحة فراخ كاملة منظفة من الريش ومغسولة، من فراخ مذبوحة ذبحًا شرعيًا النهارده. معقمة ومبردة على ٠–٤ درجات، تتبل وتدخل الفرن أو الشواية.',
    price: 138,
    old_price: 150,
    unit: 'kg',
    art: 'chicken-wing',
    stock: 160,
    views: 3010,
    orders_count: 489,
  },
  {
    slug: 'chicken-liver-and-gizzards',
    category: 'chicken-parts',
    name_en: 'Chicken liver and gizzards',
    name_ar: 'كبدة وقوانص فراخ',
    description_en:
      'Fresh liver and gizzards from the morning slaughter, gizzards split and peeled, everything washed and sterilised, then sealed in a chilled tray. Sauté with garlic, pepper and lemon.',
    description_ar:
      'كبدة وقوانص فراخ طازة من دبيحة الصبح، القوانص مفتوحة ومقشرة، وكل حاجة مغسولة ومعقمة ومغلفة في طبق مبرد. تتشوح بالتوم والفلفل والليمون.',
    price: 155,
    unit: 'kg',
    art: 'chicken-liver-gizzards',
    stock: 75,
    views: 1690,
    orders_count: 311,
  },
  {
    slug: 'chicken-liver',
    category: 'chicken-parts',
    name_en: 'Chicken liver',
    name_ar: 'كبدة فراخ',
    description_en:
      'Clean chicken livers only, sorted by hand from birds slaughtered halal the same morning. Washed, sterilised and chilled at 0–4°C; best cooked the day you receive them.',
    description_ar:
      'كبدة فراخ صافية متنقية باليد من فراخ مذبوحة ذبحًا شرعيًا صباح نفس اليوم. مغسولة ومعقمة ومبردة على ٠–٤ درجات، والأفضل تتطبخ يوم الاستلام.',
    price: 170,
    unit: 'kg',
    art: 'chicken-liver',
    stock: 45,
    views: 940,
    orders_count: 122,
  },
  {
    slug: 'chicken-mince',
    category: 'chicken-parts',
    name_en: 'Minced chicken',
    name_ar: 'فراخ مفرومة',
    description_en:
      'Breast and thigh meat minced fresh in the branch from chicken slaughtered by Islamic rites this morning. Sterilised and vacuum packed; use it for kofta, stuffed vegetables or pasta sauce.',
    description_ar:
      'فراخ مفرومة من لحم الصدور والأوراك، بتتفرم طازة في الفرع من فراخ مذبوحة ذبحًا شرعيًا صباح اليوم. معقمة ومغلفة فاكيوم، تنفع للكفتة والمحشي وصوص المكرونة.',
    price: 240,
    unit: 'kg',
    art: 'chicken-mince',
    stock: 65,
    views: 1320,
    orders_count: 184,
  },
  {
    slug: 'chicken-escalope',
    category: 'chicken-parts',
    name_en: 'Chicken escalope, thin sliced',
    name_ar: 'إسكالوب فراخ شرائح رفيعة',
    description_en:
      'Breast fillet sliced thin and evenly for escalope and pané, from chicken slaughtered halal the same morning. Sterilised, layered with food-grade film and vacuum packed at 0–4°C.',
    description_ar:
      'صدور فراخ متقطعة شرائح رفيعة ومتساوية للإسكالوب والبانيه، من فراخ مذبوحة ذبحًا شرعيًا صباح نفس اليوم. معقمة ومفصولة بورق تغليف آمن ومغلفة فاكيوم على ٠–٤ درجات.',
    price: 295,
    unit: 'kg',
    art: 'chicken-escalope',
    stock: 80,
    views: 1570,
    orders_count: 219,
  },
];
