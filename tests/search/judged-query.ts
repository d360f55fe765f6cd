/** How the query is written: Arabic letters, English, or Arabic in Latin letters (Franco). */
export type Script = 'arabic' | 'english' | 'franco';

/** One judged query (judged-queries.ts says how the set was judged). */
export interface JudgedQuery {
  query: string;
  /** The storefront language the shopper is in (sent as the `lang` header). */
  lang: 'ar' | 'en';
  script: Script;
  /** English names of the items the shopper expects, as seeded; empty: not sold here. */
  expected: readonly string[];
}
