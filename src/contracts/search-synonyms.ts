import { z } from 'zod';
import { normalizeSearchText } from '@/contracts/search-text';
import { text } from './fields';
import { SYNONYM_TERM_MAX, SYNONYM_TERMS_MAX, SYNONYM_TERMS_MIN } from './search-synonym-limits';

export * from './search-synonym-limits';

/** One group of the shop's own search words, as staff read it. */
export const searchSynonymSchema = z.object({
  id: z.int(),
  terms: z.array(z.string()),
  created_at: z.iso.datetime(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/**
 * GET /admin/search-synonyms: the built-in lexicon (read-only, reviewed in the code) and the
 * groups the shop's admins added, oldest first.
 */
export const searchSynonymsSchema = z.object({
  builtin: z.array(z.array(z.string())),
  custom: z.array(searchSynonymSchema),
});
export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>;

/**
 * One word of a group: the house text rules, and at least one letter or digit, since search
 * folds everything else away (normalizeSearchText) and a word of dashes would match nothing.
 */
const term = text(SYNONYM_TERM_MAX).refine((value) => normalizeSearchText(value) !== '', {
  error: 'validation.term_no_letters',
});

/**
 * POST /admin/search-synonyms (admins): a new group. Two words that search reads as one
 * («فرخة» and «فرخه», "Duck" and "duck") are the same word written twice: the later one is
 * refused under its own index (`terms.3`), so the form can point at it.
 */
export const synonymCreateBodySchema = z.object({
  terms: z
    .array(term)
    .min(SYNONYM_TERMS_MIN)
    .max(SYNONYM_TERMS_MAX)
    .superRefine((terms, ctx) => {
      const seen = new Set<string>();
      terms.forEach((value, index) => {
        const folded = normalizeSearchText(value);
        if (seen.has(folded)) {
          ctx.addIssue({ code: 'custom', path: [index], message: 'validation.duplicate_term' });
        }
        seen.add(folded);
      });
    }),
});
export type SynonymCreateBody = z.input<typeof synonymCreateBodySchema>;
