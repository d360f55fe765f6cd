import type { SeedBanner } from './types';

/** The home page carousel. */
export const seedBanners: readonly SeedBanner[] = [
  {
    slug: 'fresh-every-morning',
    title_en: 'Slaughtered fresh every morning',
    title_ar: 'دبيحة طازة كل صباح',
    subtitle_en: 'Halal, cleaned, sterilised and vacuum packed, delivered across Dakahlia',
    subtitle_ar: 'ذبح شرعي وتنظيف وتعقيم وتغليف فاكيوم، وتوصيل لكل الدقهلية',
    link: '/product/search/whole-chicken',
    art: 'whole-chicken',
  },
  {
    slug: 'ducks-for-mulukhiya',
    title_en: 'Baladi and Muscovy ducks',
    title_ar: 'بط بلدي ومسكوفي',
    subtitle_en: 'The Friday duck with mulukhiya, cleaned and ready for the pot',
    subtitle_ar: 'بطة الجمعة مع الملوخية، نظيفة وجاهزة للحلة',
    link: '/product/search/ducks',
    art: 'duck',
  },
  {
    slug: 'stuffed-pigeons',
    title_en: 'Baladi pigeons for stuffing',
    title_ar: 'حمام بلدي للحشو',
    subtitle_en: 'Pairs of local pigeons, or ready stuffed with freekeh',
    subtitle_ar: 'جوز حمام بلدي، أو محشي فريك وجاهز للسلق',
    link: '/product/search/pigeons',
    art: 'pigeon',
  },
  {
    slug: 'ready-to-cook-offers',
    title_en: 'Ready to cook',
    title_ar: 'جاهز للطهي',
    subtitle_en: 'Shish tawook, pané and kofta prepared in our own kitchen every day',
    subtitle_ar: 'شيش طاووق وبانيه وكفتة بتتجهز في مطبخنا كل يوم',
    link: '/product/search/ready-to-cook',
    art: 'skewers',
  },
];
