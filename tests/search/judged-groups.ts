// The judged set's groups of items (judged-queries.ts): each a kind a shopper may ask for as a
// whole, by the items' English names exactly as seeded (src/server/db/seed/data/items).

const WHOLE_CHICKEN = [
  'White broiler chicken, whole',
  'Baladi chicken, whole',
  'Sasso red chicken, whole',
  'Fayoumi chicken, whole',
  'Skinless white chicken, whole',
  'Whole chicken cut into 8 pieces',
];
export const BREASTS = ['Chicken breast, bone-in', 'Chicken breast fillet'];
export const THIGHS = ['Bone-in chicken thighs', 'Boneless chicken thighs'];
export const WINGS = ['Chicken wings', 'Barbecue marinated chicken wings'];
export const LIVERS = ['Chicken liver', 'Chicken liver and gizzards'];
export const GIZZARDS = ['Chicken liver and gizzards', 'Goose liver and gizzards'];
export const ESCALOPE = ['Chicken escalope, thin sliced', 'Chicken pané, breaded escalope'];
const CHICKEN_PARTS = [
  ...BREASTS,
  ...THIGHS,
  'Chicken drumsticks',
  'Chicken wings',
  'Chicken liver and gizzards',
  'Chicken liver',
  'Minced chicken',
  'Chicken escalope, thin sliced',
];
export const LIVE_CHICKEN = ['Live white broiler chicken', 'Live baladi hen'];
export const MARINATED = [
  'Shish tawook, marinated chicken cubes',
  'Marinated whole chicken for grilling',
  'Barbecue marinated chicken wings',
];
export const READY_TO_COOK = [
  'Shish tawook, marinated chicken cubes',
  'Chicken kofta',
  'Chicken pané, breaded escalope',
  'Chicken nuggets, 500 g',
  'Crispy chicken strips, 500 g',
  'Marinated whole chicken for grilling',
  'Barbecue marinated chicken wings',
  'Chicken sausage',
  'Chicken hot dog, 500 g',
];
export const CHICKEN = [...WHOLE_CHICKEN, ...CHICKEN_PARTS, ...LIVE_CHICKEN, ...READY_TO_COOK];
/** A chicken as one bird: the whole ones, dressed, marinated or alive. */
export const A_CHICKEN = [
  ...WHOLE_CHICKEN,
  'Marinated whole chicken for grilling',
  ...LIVE_CHICKEN,
];
export const WHITE_CHICKEN = [
  'White broiler chicken, whole',
  'Skinless white chicken, whole',
  'Whole chicken cut into 8 pieces',
  'Live white broiler chicken',
];
export const BALADI_CHICKEN = ['Baladi chicken, whole', 'Live baladi hen'];
export const DUCK = [
  'Muscovy duck, whole',
  'Baladi duck, whole',
  'Mulard duck, whole',
  'Pekin duck, whole',
  'Duck, cut into quarters',
  'Duck breast',
  'Live Muscovy duck',
  'Live baladi duck',
];
export const GOOSE = [
  'Baladi goose, whole',
  'Young goose, whole bird',
  'Goose, cut into pieces',
  'Goose liver and gizzards',
  'Live baladi goose',
];
export const PIGEON = [
  'Local (baladi) pigeon, pair',
  'Local (baladi) pigeon, single bird',
  'Squab pigeons (zaghaleel), pair',
  'Large romani pigeon, pair',
  'Stuffed pigeons with freekeh, pair',
  'Butterflied pigeons for grilling, pair',
  'Live baladi pigeon',
];
export const TURKEY = [
  'Turkey, whole',
  'Baladi turkey, whole',
  'Turkey breast',
  'Turkey thighs',
  'Turkey wings',
  'Minced turkey',
  'Live turkey',
];
export const RABBIT = [
  'Baladi rabbit, whole',
  'White New Zealand rabbit, whole',
  'Rabbit, cut into pieces',
  'Rabbit legs',
  'Live rabbit',
];
export const QUAIL = [
  'Quail, whole, pack of 4',
  'Quail, family pack of 12',
  'Butterflied quail for grilling, pack of 4',
  'Stuffed quail with freekeh, pack of 4',
  'Live quail',
];
export const EGG_TRAYS = [
  'White eggs, tray of 30',
  'Brown eggs, tray of 30',
  'Baladi free-range eggs, tray of 30',
];
export const EGGS = [
  ...EGG_TRAYS,
  'White eggs, pack of 12',
  'Quail eggs, pack of 12',
  'Duck eggs, pack of 10',
];
export const LIVE_BIRDS = [
  ...LIVE_CHICKEN,
  'Live Muscovy duck',
  'Live baladi duck',
  'Live baladi goose',
  'Live turkey',
  'Live baladi pigeon',
  'Live rabbit',
  'Live quail',
];
export const NOT_SOLD: readonly string[] = [];
