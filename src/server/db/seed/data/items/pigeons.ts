import type { SeedItem } from '../types';

export const pigeonItems: readonly SeedItem[] = [
  {
    slug: 'baladi-pigeon-pair',
    category: 'pigeons',
    name_en: 'Local (baladi) pigeon, pair',
    name_ar: 'حمام بلدي، جوز',
    description_en:
      'A pair of local baladi pigeons from Dakahlia lofts, slaughtered by Islamic rites this morning, plucked, cleaned and sterilised. Made for stuffing with freekeh or rice, then boiling and roasting.',
    description_ar:
      'جوز حمام بلدي من أبراج الدقهلية، مذبوح ذبحًا شرعيًا صباح اليوم، منتوف ومنظف ومعقم. مثالي لحمام محشي فريك أو رز، يتسلق وبعدين يتحمر.',
    price: 340,
    old_price: 370,
    unit: 'pack',
    art: 'pigeon',
    stock: 70,
    views: 3560,
    orders_count: 468,
  },
  {
    slug: 'baladi-pigeon-single',
    category: 'pigeons',
    name_en: 'Local (baladi) pigeon, single bird',
    name_ar: 'حمام بلدي، فرد',
    description_en:
      'One local baladi pigeon, slaughtered halal the same morning, plucked, washed and sterilised, then chilled at 0–4°C. Buy as many as you need for a grilled pigeon dinner.',
    description_ar:
      'حمامة بلدي واحدة مذبوحة ذبحًا شرعيًا صباح نفس اليوم، منتوفة ومغسولة ومعقمة ومبردة على ٠–٤ درجات. خد العدد اللي يكفيك لعشا حمام مشوي.',
    price: 175,
    unit: 'bird',
    art: 'pigeon-single',
    stock: 90,
    views: 1650,
    orders_count: 236,
  },
  {
    slug: 'squab-pigeons-pair',
    category: 'pigeons',
    name_en: 'Squab pigeons (zaghaleel), pair',
    name_ar: 'زغاليل حمام، جوز',
    description_en:
      'Young squab pigeons, the most tender for stuffing, slaughtered by Islamic rites this morning, cleaned and sterilised. A pair per pack; boil gently and finish in a hot oven.',
    description_ar:
      'زغاليل حمام صغيرة وأطرى حاجة للحشو، مذبوحة ذبحًا شرعيًا صباح اليوم ومنظفة ومعقمة. جوز في العبوة، تتسلق على نار هادية وتتحمر في فرن سخن.',
    price: 360,
    unit: 'pack',
    art: 'pigeon',
    tint: 'white',
    size: 'small',
    stock: 40,
    views: 1390,
    orders_count: 164,
  },
  {
    slug: 'romani-pigeon-pair',
    category: 'pigeons',
    name_en: 'Large romani pigeon, pair',
    name_ar: 'حمام رومي كبير، جوز',
    description_en:
      'A pair of big romani-breed pigeons with more meat per bird, slaughtered halal the same morning, plucked, cleaned and sterilised, then sealed and chilled at 0–4°C.',
    description_ar:
      'جوز حمام رومي كبير الحجم ولحمه أكتر، مذبوح ذبحًا شرعيًا صباح نفس اليوم، منتوف ومنظف ومعقم ومغلف ومبرد على ٠–٤ درجات. يكفي للحشو بالرز أو الفريك أو للشوي.',
    price: 420,
    unit: 'pack',
    art: 'pigeon',
    size: 'large',
    stock: 25,
    views: 720,
    orders_count: 71,
  },
  {
    slug: 'stuffed-pigeons-freekeh-pair',
    category: 'pigeons',
    name_en: 'Stuffed pigeons with freekeh, pair',
    name_ar: 'حمام محشي فريك، جوز',
    description_en:
      'Two baladi pigeons slaughtered halal this morning, cleaned, sterilised and stuffed in our kitchen with seasoned green freekeh. Boil for 30 minutes, then brown in the oven or in ghee.',
    description_ar:
      'جوز حمام بلدي مذبوح ذبحًا شرعيًا صباح اليوم، منظف ومعقم ومحشي في مطبخنا بفريك متبل. يتسلق نص ساعة وبعدين يتحمر في الفرن أو في السمنة.',
    price: 420,
    unit: 'pack',
    art: 'stuffed-pigeon',
    stock: 30,
    views: 2290,
    orders_count: 247,
  },
  {
    slug: 'butterflied-pigeons-for-grilling',
    category: 'pigeons',
    name_en: 'Butterflied pigeons for grilling, pair',
    name_ar: 'حمام مفتوح للشوي، جوز',
    description_en:
      'A pair of pigeons slaughtered by Islamic rites today, cleaned, sterilised and opened flat so they grill evenly over charcoal. Sealed in a chilled tray at 0–4°C.',
    description_ar:
      'جوز حمام مذبوح ذبحًا شرعيًا النهارده، منظف ومعقم ومفتوح فرد علشان يستوي بالتساوي على الفحم. مغلف في طبق مبرد على ٠–٤ درجات، ويتتبل بالبصل والبهارات قبل الشوي.',
    price: 350,
    unit: 'pack',
    art: 'butterflied-pigeon',
    stock: 35,
    views: 870,
    orders_count: 92,
  },
];
