import type { SeedItem } from '../types';

export const wholeChickenItems: readonly SeedItem[] = [
  {
    slug: 'white-broiler-chicken-whole',
    category: 'whole-chicken',
    name_en: 'White broiler chicken, whole',
    name_ar: 'فرخة بيضاء كاملة، منظفة',
    description_en:
      'A whole white broiler slaughtered this morning by Islamic rites, plucked, cleaned and washed, then sterilised and chilled at 0–4°C. Priced per kg; the exact weight is confirmed when it is packed.',
    description_ar:
      'فرخة بيضاء كاملة مذبوحة صباح اليوم ذبحًا شرعيًا، منتوفة ومنظفة ومغسولة ومعقمة بمحاليل آمنة على الأكل، ومبردة على ٠–٤ درجات. السعر بالكيلو والوزن الفعلي يتأكد عند التغليف.',
    price: 155,
    old_price: 172,
    unit: 'kg',
    art: 'whole-chicken',
    stock: 240,
    views: 4870,
    orders_count: 862,
  },
  {
    slug: 'baladi-chicken-whole',
    category: 'whole-chicken',
    name_en: 'Baladi chicken, whole',
    name_ar: 'فراخ بلدي كاملة',
    description_en:
      'Free-range baladi chicken from village farms around Dakahlia, with firmer meat and a deeper flavour. Slaughtered halal the same morning, cleaned, sterilised and vacuum packed; perfect for a rich broth.',
    description_ar:
      'فراخ بلدي تربية ريفية من مزارع الدقهلية، لحمها متماسك وطعمها أغنى. مذبوحة ذبحًا شرعيًا صباح نفس اليوم، منظفة ومعقمة ومغلفة فاكيوم، وممتازة للشوربة والمرق.',
    price: 215,
    unit: 'kg',
    art: 'whole-chicken',
    tint: 'brown',
    size: 'small',
    stock: 85,
    views: 3920,
    orders_count: 517,
  },
  {
    slug: 'sasso-chicken-whole',
    category: 'whole-chicken',
    name_en: 'Sasso red chicken, whole',
    name_ar: 'فراخ ساسو كاملة',
    description_en:
      'Slow-growing red Sasso chicken, halfway between broiler and baladi in texture and taste. Slaughtered halal daily, plucked, washed and sterilised, then chilled at 0–4°C. Priced per kg.',
    description_ar:
      'فراخ ساسو حمراء بطيئة النمو، طعمها وقوامها بين البيضاء والبلدي. تذبح ذبحًا شرعيًا يوميًا وتُنتف وتُغسل وتُعقم ثم تُبرد على ٠–٤ درجات. السعر بالكيلو.',
    price: 185,
    unit: 'kg',
    art: 'whole-chicken',
    tint: 'brown',
    size: 'large',
    stock: 60,
    views: 1460,
    orders_count: 203,
  },
  {
    slug: 'fayoumi-chicken-whole',
    category: 'whole-chicken',
    name_en: 'Fayoumi chicken, whole',
    name_ar: 'فراخ فيومي كاملة',
    description_en:
      'The small Egyptian Fayoumi breed, lean and full of flavour, usually 0.9–1.2 kg each. Slaughtered by Islamic rites the same morning, cleaned, sterilised and sealed in a tray. Priced per kg.',
    description_ar:
      'فراخ فيومي مصرية صغيرة الحجم، لحمها قليل الدهن وطعمها مميز، ووزن الفرخة غالبًا ٩٠٠ جرام إلى ١٫٢ كيلو. مذبوحة ذبحًا شرعيًا صباح اليوم ومنظفة ومعقمة في طبق مغلف.',
    price: 205,
    unit: 'kg',
    art: 'whole-chicken',
    tint: 'dark',
    size: 'small',
    stock: 40,
    views: 880,
    orders_count: 96,
  },
  {
    slug: 'white-chicken-skinless',
    category: 'whole-chicken',
    name_en: 'Skinless white chicken, whole',
    name_ar: 'فرخة بيضاء منزوعة الجلد',
    description_en:
      'A whole broiler with the skin removed for lighter cooking, slaughtered halal this morning, cleaned, washed and sterilised, then vacuum packed at 0–4°C. Priced per kg, weight confirmed at packing.',
    description_ar:
      'فرخة بيضاء كاملة منزوعة الجلد لأكل أخف، مذبوحة ذبحًا شرعيًا صباح اليوم ومنظفة ومغسولة ومعقمة، ومغلفة فاكيوم ومبردة على ٠–٤ درجات. السعر بالكيلو والوزن يتأكد عند التغليف.',
    price: 175,
    unit: 'kg',
    art: 'chicken-skinless',
    stock: 70,
    views: 2150,
    orders_count: 288,
  },
  {
    slug: 'white-chicken-cut-8-pieces',
    category: 'whole-chicken',
    name_en: 'Whole chicken cut into 8 pieces',
    name_ar: 'فراخ بيضاء مقطعة ٨ قطع',
    description_en:
      'A whole white broiler cut for you into 8 even pieces, ready for the pot or the oven. Slaughtered by Islamic rites the same day, cleaned, sterilised and sealed in a chilled tray.',
    description_ar:
      'فرخة بيضاء كاملة بنقطعها لك ٨ قطع متساوية جاهزة للحلة أو الفرن. مذبوحة ذبحًا شرعيًا في نفس اليوم، منظفة ومعقمة ومغلفة في طبق مبرد.',
    price: 162,
    unit: 'kg',
    art: 'chicken-eighths',
    stock: 110,
    views: 2630,
    orders_count: 344,
  },
];
