import { delay, HttpResponse, type HttpHandler } from 'msw';
import { suggestionsSchema, suggestQuerySchema, type Suggestions } from '@/contracts/catalog';
import { SUGGEST_MAX_CATEGORIES, SUGGEST_MAX_ITEMS } from '@/contracts/search-limits';
import { normalizeSearchText, searchNameColumn, searchWords } from '@/contracts/search-text';
import { isSuggestTerm } from '@/contracts/suggest-term';
import {
  suggestFixtureCategories,
  suggestFixtureItems,
  type SuggestFixtureCategory,
  type SuggestFixtureItem,
} from '../fixtures/catalog/suggest-catalogue';
import { contractHandler } from './contract-handler';

export interface SuggestMockOptions {
  items?: readonly SuggestFixtureItem[];
  categories?: readonly SuggestFixtureCategory[];
  /** How long to wait before answering `q`: a test makes an older query answer last. */
  delayFor?: (q: string) => number;
  /** Every `q` asked, in order, for a test to read. */
  asked?: string[];
}

/** Whether each query word is in one of the texts' folded words (at its start, for names). */
const matches = (words: readonly string[], folded: string, startOnly: boolean) =>
  words.every((word) =>
    folded.split(' ').some((own) => (startOnly ? own.startsWith(word) : own.includes(word))),
  );

/**
 * GET /items/suggest over a small bilingual catalogue, in the real contract's envelope and
 * shapes (query parsed with suggestQuerySchema, answer checked with suggestionsSchema), in the
 * `lang` header's language, for component tests: `server.use(...suggestHandlers())`. Its
 * matching is a simple stand-in for the server's ranking: published items with every query
 * word in a name, and categories with every query word starting a word of their name.
 */
export function suggestHandlers(options: SuggestMockOptions = {}): HttpHandler[] {
  const { items = suggestFixtureItems, categories = suggestFixtureCategories } = options;
  return [
    contractHandler('itemsSuggest', async ({ request }) => {
      const url = new URL(request.url);
      const parsed = suggestQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((issue) => ['q', issue.message]));
        return HttpResponse.json(
          { success: false, message: 'Please check the highlighted fields.', errors },
          { status: 400 },
        );
      }
      const { q } = parsed.data;
      options.asked?.push(q);
      const wait = options.delayFor?.(q) ?? 0;
      if (wait > 0) await delay(wait);
      const ar = request.headers.get('lang') === 'ar';
      const words = searchWords(q);
      const results: Suggestions = isSuggestTerm(q)
        ? {
            items: items
              .filter(
                (item) =>
                  item.published &&
                  matches(words, normalizeSearchText(`${item.name_en} ${item.name_ar}`), false),
              )
              .slice(0, SUGGEST_MAX_ITEMS)
              .map((item) => ({
                id: item.id,
                name: ar ? item.name_ar : item.name_en,
                image: item.image,
                price: item.price,
                unit: ar ? item.unit_ar : item.unit_en,
              })),
            categories: categories
              .filter((category) =>
                matches(words, searchNameColumn(category.name_en, category.name_ar), true),
              )
              .slice(0, SUGGEST_MAX_CATEGORIES)
              .map((category) => ({
                id: category.id,
                slug: category.slug,
                name: ar ? category.name_ar : category.name_en,
              })),
            // The mock mends nothing; the server's "did you mean" is tested against it.
            did_you_mean: null,
          }
        : { items: [], categories: [], did_you_mean: null };
      return HttpResponse.json({ success: true, results: suggestionsSchema.parse(results) });
    }),
  ];
}
