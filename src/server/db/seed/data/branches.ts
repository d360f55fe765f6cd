import type { SeedBranch } from './types';

/** The shop's branches; Mansoura is the head branch. Their hours are the shop's (shop-facts.ts). */
export const seedBranches: readonly SeedBranch[] = [
  {
    name_en: 'Mansoura branch',
    name_ar: 'فرع المنصورة',
    address_en: 'El Gomhoreya St., near Talaat Harb St., Mansoura, Dakahlia',
    address_ar: 'شارع الجمهورية، بجوار شارع طلعت حرب، المنصورة، الدقهلية',
    phone: '0502245810',
    lat: 31.0409,
    lng: 31.3785,
  },
  {
    name_en: 'Talkha branch',
    name_ar: 'فرع طلخا',
    address_en: 'El Bahr St., by the Talkha bridge, Talkha, Dakahlia',
    address_ar: 'شارع البحر، بجوار كوبري طلخا، طلخا، الدقهلية',
    phone: '01211457890',
    lat: 31.0539,
    lng: 31.3714,
  },
  {
    name_en: 'Mit Ghamr branch',
    name_ar: 'فرع ميت غمر',
    address_en: 'El Geish St., near the railway station, Mit Ghamr, Dakahlia',
    address_ar: 'شارع الجيش، بالقرب من محطة القطر، ميت غمر، الدقهلية',
    phone: '01553108642',
    lat: 30.7167,
    lng: 31.2611,
  },
];
