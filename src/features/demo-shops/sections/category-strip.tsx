import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import ShopLink from '@/components/ui/shop-link';
import type { DemoCategory } from '@/contracts/demo/demo-entities';
import { SampleText } from './sample-text';

type Props = { categories: DemoCategory[] };

/**
 * Category tiles as links: three to a row on phones (big enough to tap, small enough that a
 * dozen do not push the shop down), four on tablets, six on desktops. The picture is
 * decorative (alt ""): the title inside the same link names it.
 */
export function CategoryStrip({ categories }: Props) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' },
      }}
    >
      {categories.map((category) => (
        <li key={category.id}>
          <Box
            component={ShopLink}
            href={category.href}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 0.75,
              height: '100%',
              p: { xs: 0.75, sm: 1 },
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              color: 'text.primary',
              textDecoration: 'none',
              textAlign: 'center',
              transition: 'border-color 150ms',
              '&:hover': { borderColor: 'primary.main' },
              '&:hover .category-title': { color: 'primary.dark' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Box
              sx={{
                position: 'relative',
                aspectRatio: '1 / 1',
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: 'background.default',
              }}
            >
              <Image
                src={category.imgUrl}
                alt=""
                fill
                sizes="(max-width: 599px) 33vw, (max-width: 899px) 25vw, 200px"
                unoptimized={category.imgUrl.endsWith('.svg')}
                style={{ objectFit: 'cover' }}
              />
            </Box>
            <Typography
              component="span"
              className="category-title"
              variant="body2"
              sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              <SampleText>{category.title}</SampleText>
            </Typography>
            {category.subtitle ? (
              <Typography component="span" variant="caption" color="text.secondary">
                <SampleText>{category.subtitle}</SampleText>
              </Typography>
            ) : null}
          </Box>
        </li>
      ))}
    </Box>
  );
}
