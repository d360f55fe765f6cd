/**
 * The judged set's Franco-Arabic queries (issue 44): Arabic as Egyptians type it in Latin
 * letters and digits on a phone (2 ء/ق, 3 ع, 5 خ, 7 ح, 8 غ, 9 ص, 6 ط, sh ش, kh خ, gh غ), with
 * several spellings of each product, vowels as they come, letters doubled or not, typos, and
 * mixed with Arabic words. Judged as judged-queries.ts says, written before the reading of
 * Franco-Arabic was tuned on them: what would a shopper who types this want on the first page?
 * Most are asked on the Arabic storefront, some on the English one, where shoppers type the same.
 */
import type { JudgedQuery } from './judged-query';
import {
  A_CHICKEN,
  BALADI_CHICKEN,
  BREASTS,
  CHICKEN,
  DUCK,
  EGGS,
  EGG_TRAYS,
  ESCALOPE,
  GIZZARDS,
  GOOSE,
  LIVERS,
  LIVE_BIRDS,
  LIVE_CHICKEN,
  MARINATED,
  PIGEON,
  QUAIL,
  RABBIT,
  THIGHS,
  TURKEY,
  WHITE_CHICKEN,
  WINGS,
} from './judged-groups';

const franco = (query: string, expected: readonly string[], lang: 'ar' | 'en' = 'ar') =>
  ({ query, lang, script: 'franco', expected }) satisfies JudgedQuery;

const BALADI_DUCK = ['Baladi duck, whole', 'Live baladi duck'];
const MUSCOVY = ['Muscovy duck, whole', 'Live Muscovy duck'];
const STUFFED = ['Stuffed pigeons with freekeh, pair', 'Stuffed quail with freekeh, pack of 4'];
const ALL_THIGHS = [...THIGHS, 'Turkey thighs', 'Rabbit legs'];
const MINCED = ['Minced chicken', 'Minced turkey'];

export const FRANCO_QUERIES: readonly JudgedQuery[] = [
  // Chicken: فرخة / فراخ, with 5 or kh, vowels or none, ة as a, ah or nothing.
  franco('far5a', A_CHICKEN),
  franco('fer5a', A_CHICKEN),
  franco('far5ah', A_CHICKEN),
  franco('farkha', A_CHICKEN),
  franco('fra5', CHICKEN),
  franco('frakh', CHICKEN),
  franco('ferakh', CHICKEN),
  franco('fira5', CHICKEN, 'en'),
  franco('fra5 balady', BALADI_CHICKEN),
  franco('frakh baladi', BALADI_CHICKEN),
  franco('far5a baladeya', BALADI_CHICKEN),
  franco('fra5 بلدي', BALADI_CHICKEN),
  franco('fra5 beda', WHITE_CHICKEN),
  franco('fra5 bayda', WHITE_CHICKEN),
  franco('fra5 7aya', LIVE_CHICKEN),
  franco('frakh 7ayya', LIVE_CHICKEN),
  franco('far5a metabela', MARINATED),
  franco('fra5 fayoumy', ['Fayoumi chicken, whole']),
  // Parts.
  franco('sodor fra5', BREASTS),
  franco('sedr far5a', BREASTS),
  franco('sodoor frakh', BREASTS, 'en'),
  franco('werak fra5', THIGHS),
  franco('wera2 fra5', THIGHS),
  franco('awrak', ALL_THIGHS),
  franco('dababees fra5', ['Chicken drumsticks']),
  franco('dabbous', ['Chicken drumsticks']),
  franco('agne7a fra5', WINGS),
  franco('gana7 fra5', WINGS),
  franco('kebda fra5', LIVERS),
  franco('kibda w 2awanes', GIZZARDS),
  franco('2awanes', GIZZARDS),
  franco('mafroom', MINCED),
  franco('fra5 mafrooma', ['Minced chicken']),
  // Ready to cook.
  franco('eskalob', ESCALOPE),
  franco('baneh', ESCALOPE),
  franco('shish ta2o2', ['Shish tawook, marinated chicken cubes']),
  franco('sheesh tawou2', ['Shish tawook, marinated chicken cubes']),
  franco('kofta fra5', ['Chicken kofta']),
  franco('nagets', ['Chicken nuggets, 500 g']),
  franco('sog2 fra5', ['Chicken sausage']),
  // Ducks, geese, pigeons, turkey, rabbits, quail.
  franco('bat', DUCK),
  franco('batt', DUCK),
  franco('ba6', DUCK),
  franco('bata', DUCK, 'en'),
  franco('bat balady', BALADI_DUCK),
  franco('ba6 بلدي', BALADI_DUCK),
  franco('bat maskofy', MUSCOVY),
  franco('wez', GOOSE),
  franco('wezz', GOOSE),
  franco('weza', GOOSE),
  franco('wez balady', ['Baladi goose, whole', 'Live baladi goose']),
  franco('7amam', PIGEON),
  franco('hamam', PIGEON),
  franco('7amaam', PIGEON, 'en'),
  franco('7amam ma7shy', ['Stuffed pigeons with freekeh, pair']),
  franco('ma7shy', STUFFED),
  franco('za8alil', ['Squab pigeons (zaghaleel), pair']),
  franco('zaghalil', ['Squab pigeons (zaghaleel), pair']),
  franco('7amam romy', ['Large romani pigeon, pair']),
  franco('deek romy', TURKEY),
  franco('romy', TURKEY),
  franco('araneb', RABBIT),
  franco('arnab', RABBIT),
  franco('arnab balady', ['Baladi rabbit, whole']),
  franco('sman', QUAIL),
  franco('semman', QUAIL),
  franco('sumaan', QUAIL, 'en'),
  // Eggs.
  franco('beed', EGGS),
  franco('bee2d', EGGS),
  franco('beid', EGGS, 'en'),
  franco('beed balady', ['Baladi free-range eggs, tray of 30']),
  franco('kartonet beed', EGG_TRAYS),
  franco('tab2 beed', EGG_TRAYS),
  franco('beed sman', ['Quail eggs, pack of 12']),
  franco('bid فراخ', EGGS),
  // A department's name.
  franco('tyoor 7aya', LIVE_BIRDS),
  franco('teyour 7ayya', LIVE_BIRDS),
];
