import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { Category } from '@/contracts/catalog';
import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/format/number';
import { useReload } from '../hooks/use-reload';
import { balancedColumns } from '../model/balanced-columns';
import { SectionHeader } from './section-header';

type Props = { categories: Category[] | null };

/**
 * Tiles of at least 104 px with 16 px gaps that fit one row of the page's container: 7 from
 * 960 px (912 px inside), 10 from 1280 px (1232 px). The rows are then balanced, so the
 * shop's 11 departments make rows of 6 and 5 instead of 10 and one left alone (issue 26).
 */
const MAX_PER_ROW = { md: 7, lg: 10 } as const;
const columns = (count: number, max: number) =>
  `repeat(${balancedColumns(count, max)}, minmax(0, 1fr))`;

/** The departments as picture links to their listing; a swipeable row on phones. */
export function CategoryNav({ categories }: Props) {
  const { t } = useTranslation('home');
  const { locale } = useRouter();
  const reload = useReload();
  if (categories?.length === 0) return null;

  return (
    <Container
      component="nav"
      id="categories"
      aria-labelledby="categories-title"
      sx={{ py: { xs: 3, md: 4 } }}
    >
      <SectionHeader id="categories-title" title={t('categories.title')} />
      {categories ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 1, sm: 2 },
            gridAutoFlow: { xs: 'column', md: 'row' },
            gridAutoColumns: { xs: '96px' },
            gridTemplateColumns: {
              md: columns(categories.length, MAX_PER_ROW.md),
              lg: columns(categories.length, MAX_PER_ROW.lg),
            },
            overflowX: { xs: 'auto', md: 'visible' },
            scrollSnapType: { xs: 'x proximity', md: 'none' },
            mx: { xs: -2, sm: -3, md: 0 },
            px: { xs: 2, sm: 3, md: 0 },
            pb: { xs: 1, md: 0 },
            scrollbarWidth: 'thin',
          }}
        >
          {categories.map((category) => (
            <Box component="li" key={category.id} sx={{ scrollSnapAlign: 'start' }}>
              <Box
                component={ShopLink}
                href={`/product/search/${category.slug}`}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 0.75,
                  p: 1,
                  height: '100%',
                  borderRadius: 2,
                  color: 'text.primary',
                  textDecoration: 'none',
                  textAlign: 'center',
                  '&:hover .category-picture': { borderColor: 'primary.main' },
                  '&:hover .category-name': { color: 'primary.dark' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
                }}
              >
                <Box
                  className="category-picture"
                  sx={{
                    position: 'relative',
                    width: { xs: 72, md: 88 },
                    height: { xs: 72, md: 88 },
                    borderRadius: '50%',
                    border: 2,
                    borderColor: 'divider',
                    overflow: 'hidden',
                    bgcolor: 'background.paper',
                    transition: 'border-color 150ms',
                  }}
                >
                  <Image
                    src={category.image}
                    alt=""
                    fill
                    sizes="88px"
                    unoptimized={category.image.endsWith('.svg')}
                  />
                </Box>
                <Typography
                  component="span"
                  className="category-name"
                  variant="body2"
                  sx={{ fontWeight: 600, lineHeight: 1.3 }}
                >
                  {category.name}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {t('categories.count', {
                    count: category.items_count,
                    n: formatNumber(category.items_count, locale),
                  })}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <LoadError onRetry={reload} />
      )}
    </Container>
  );
}
