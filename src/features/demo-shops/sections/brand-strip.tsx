import Box from '@mui/material/Box';
import Image from 'next/image';
import ShopLink from '@/components/ui/shop-link';
import type { DemoBrand } from '@/contracts/demo/demo-entities';

type Props = { brands: DemoBrand[] };

/**
 * Brand marks as links. On phones a row that scrolls sideways and snaps to each mark (a
 * dozen logos would otherwise fill the screen); from tablets up a grid. The mark is the
 * link's only content, so its alt is the brand's name.
 */
export function BrandStrip({ brands }: Props) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridAutoFlow: { xs: 'column', sm: 'row' },
        gridAutoColumns: { xs: '40%' },
        gridTemplateColumns: { sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' },
        overflowX: { xs: 'auto', sm: 'visible' },
        scrollSnapType: { xs: 'x mandatory', sm: 'none' },
        scrollPaddingInline: 16,
        pb: { xs: 1, sm: 0 },
        scrollbarWidth: 'thin',
      }}
    >
      {brands.map((brand) => (
        <Box component="li" key={brand.id} sx={{ scrollSnapAlign: 'start' }}>
          <Box
            component={ShopLink}
            href={brand.href}
            sx={{
              display: 'block',
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              transition: 'border-color 150ms',
              '&:hover': { borderColor: 'primary.main' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Box sx={{ position: 'relative', aspectRatio: '3 / 2' }}>
              <Image
                src={brand.imgUrl}
                alt={brand.name}
                fill
                sizes="(max-width: 599px) 40vw, (max-width: 899px) 25vw, 180px"
                unoptimized={brand.imgUrl.endsWith('.svg')}
                style={{ objectFit: 'contain' }}
              />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
