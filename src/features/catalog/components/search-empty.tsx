import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { SearchData } from '../loaders/load-search';
import { searchPageHref } from '../model/search-params';

type Props = { data: SearchData };

/** Nothing found: say so, and offer the categories (or page 1 when paged past the end). */
export function SearchEmpty({ data }: Props) {
  const { t } = useTranslation('search');
  const total = data.results?.total ?? 0;
  if (total > 0) {
    const term = data.mode === 'category' && data.category ? data.category.slug : data.term;
    return (
      <EmptyState
        title={t('empty.pageTitle')}
        message={t('empty.pageMessage')}
        action={
          <Button
            component={ShopLink}
            href={searchPageHref(term, { ...data.params, page: 1 })}
            variant="outlined"
          >
            {t('empty.firstPage')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<SearchOffOutlined fontSize="inherit" />}
      title={
        data.mode === 'category' ? t('empty.titleCategory') : t('empty.title', { term: data.term })
      }
      message={t('empty.message')}
      action={
        <>
          {data.didYouMean ? <DidYouMean term={data.didYouMean} /> : null}
          <Box
            component="ul"
            aria-label={t('empty.suggestions')}
            data-testid="category-suggestions"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: 1,
            }}
          >
            {data.categories.map((category) => (
              <li key={category.id}>
                <Chip
                  component={ShopLink}
                  href={`/product/search/${category.slug}`}
                  label={category.name}
                  clickable
                  variant="outlined"
                />
              </li>
            ))}
          </Box>
        </>
      }
    />
  );
}

/** "Did you mean «زغاليل»?": the mended query, one tap away. */
function DidYouMean({ term }: { term: string }) {
  const { t } = useTranslation('search');
  return (
    <Typography sx={{ mb: 2 }} data-testid="did-you-mean">
      {t('empty.didYouMean')}{' '}
      <Link component={ShopLink} href={searchPageHref(term, {})} sx={{ fontWeight: 700 }}>
        {term}
      </Link>
      {t('empty.didYouMeanEnd')}
    </Typography>
  );
}
