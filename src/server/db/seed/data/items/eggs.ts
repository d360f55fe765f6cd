import type { SeedItem } from '../types';

export const eggItems: readonly SeedItem[] = [
  {
    slug: 'white-eggs-tray-of-30',
    category: 'eggs',
    name_en: 'White eggs, tray of 30',
    name_ar: 'بيض أبيض، طبق ٣٠ بيضة',
    description_en:
      'Fresh white eggs collected daily from layer farms in Dakahlia, candled, graded by size and packed 30 to a tray. Cracked or dirty eggs are sorted out before they reach you.',
    description_ar:
      'بيض أبيض طازة بيتجمع يوميًا من مزارع الدقهلية، متفحص ومتفرز حسب الحجم ومرصوص ٣٠ بيضة في الطبق. البيض المشروخ أو المتسخ بيتشال قبل ما يوصلك.',
    price: 205,
    unit: 'tray',
    art: 'egg-tray',
    tint: 'white',
    stock: 200,
    views: 4210,
    orders_count: 743,
  },
  {
    slug: 'brown-eggs-tray-of-30',
    category: 'eggs',
    name_en: 'Brown eggs, tray of 30',
    name_ar: 'بيض أحمر، طبق ٣٠ بيضة',
    description_en:
      'Brown-shelled eggs collected every morning from our partner farms, candled, graded and packed 30 to a tray. Large, even eggs with strong shells and deep yellow yolks.',
    description_ar:
      'بيض أحمر بيتجمع كل صبح من المزارع اللي بنتعامل معاها، متفحص ومتفرز ومرصوص ٣٠ بيضة في الطبق. بيض كبير ومتساوي وقشره قوي وصفاره غامق.',
    price: 225,
    old_price: 240,
    unit: 'tray',
    art: 'egg-tray',
    tint: 'brown',
    stock: 150,
    views: 2940,
    orders_count: 521,
  },
  {
    slug: 'baladi-eggs-tray-of-30',
    category: 'eggs',
    name_en: 'Baladi free-range eggs, tray of 30',
    name_ar: 'بيض بلدي، طبق ٣٠ بيضة',
    description_en:
      'Smaller baladi eggs from free-range village hens around Dakahlia, collected daily, checked one by one and packed 30 to a tray. Richer yolks and the taste people remember.',
    description_ar:
      'بيض بلدي حجمه أصغر من فراخ بلدي سارحة في قرى الدقهلية، بيتجمع يوميًا ويتفحص بيضة بيضة ويترص ٣٠ بيضة في الطبق. صفاره أغنى وطعمه زي زمان.',
    price: 265,
    unit: 'tray',
    art: 'egg-tray',
    tint: 'brown',
    size: 'small',
    stock: 80,
    views: 2360,
    orders_count: 305,
  },
  {
    slug: 'white-eggs-pack-of-12',
    category: 'eggs',
    name_en: 'White eggs, pack of 12',
    name_ar: 'بيض أبيض، عبوة ١٢ بيضة',
    description_en:
      'A dozen fresh white eggs for smaller households, collected daily from Dakahlia farms, candled and graded, then packed in a closed carton that travels safely.',
    description_ar:
      'دستة بيض أبيض طازة مناسبة للبيوت الصغيرة والعزاب، بيتجمع يوميًا من مزارع الدقهلية ويتفحص ويتفرز، ومعبأ في علبة مقفولة تتنقل بأمان ومن غير ما يتكسر.',
    price: 88,
    unit: 'pack',
    art: 'egg-pack',
    tint: 'white',
    stock: 120,
    views: 1180,
    orders_count: 214,
  },
  {
    slug: 'quail-eggs-pack-of-12',
    category: 'eggs',
    name_en: 'Quail eggs, pack of 12',
    name_ar: 'بيض سمان، عبوة ١٢ بيضة',
    description_en:
      'Speckled quail eggs collected daily from a quail farm in Dakahlia, checked for cracks and packed 12 to a box. Boil for three minutes for salads and school lunch boxes.',
    description_ar:
      'بيض سمان منقط بيتجمع يوميًا من مزرعة سمان في الدقهلية، متفحص من الشروخ ومعبأ ١٢ بيضة في العلبة. يتسلق تلات دقايق للسلطات وسندوتشات المدرسة.',
    price: 42,
    unit: 'pack',
    art: 'egg-pack',
    tint: 'speckled',
    size: 'small',
    stock: 90,
    views: 870,
    orders_count: 163,
  },
  {
    slug: 'duck-eggs-pack-of-10',
    category: 'eggs',
    name_en: 'Duck eggs, pack of 10',
    name_ar: 'بيض بط، عبوة ١٠ بيضات',
    description_en:
      'Large duck eggs from village ducks in Dakahlia, collected daily, washed, checked one by one and packed ten to a box. Rich and creamy; loved for baking and feteer.',
    description_ar:
      'بيض بط كبير من بط بلدي في قرى الدقهلية، بيتجمع يوميًا ويتغسل ويتفحص بيضة بيضة ويتعبى عشرة في العلبة. غني وكريمي ومحبوب في الخبيز والفطير.',
    price: 95,
    unit: 'pack',
    art: 'egg-pack',
    tint: 'white',
    size: 'large',
    stock: 40,
    views: 520,
    orders_count: 48,
  },
];
