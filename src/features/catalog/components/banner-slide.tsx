import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Image from 'next/image';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { Banner } from '@/contracts/catalog';

type Props = { banner: Banner; priority: boolean };

/** Banner pictures are drawn 1200×480 with their empty side on the left for the text. */
const RATIO = '1200 / 480';

/**
 * One offer: the picture, and its title, line and link. On phones the text sits under the
 * picture; from desktops up it lies on the picture's empty side, which is the reading start:
 * in Arabic the picture is mirrored so that side is on the right.
 */
export function BannerSlide({ banner, priority }: Props) {
  const { t } = useTranslation('home');
  return (
    <Box
      sx={{
        position: 'relative',
        height: '100%',
        bgcolor: 'background.paper',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: RATIO,
          transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
        }}
      >
        <Image
          src={banner.image}
          alt=""
          fill
          priority={priority}
          // The first slide is the page's largest picture: fetched first and painted in the
          // frame it arrives in, not a frame later.
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          sizes="(max-width: 1279px) 100vw, 1232px"
          unoptimized={banner.image.endsWith('.svg')}
          style={{ objectFit: 'cover' }}
        />
      </Box>
      <Box
        sx={{
          position: { xs: 'static', md: 'absolute' },
          insetBlock: 0,
          insetInlineStart: 0,
          width: { md: '50%' },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'flex-start',
          gap: { xs: 1, md: 1.5 },
          p: { xs: 2, sm: 3, md: 5 },
          pt: { xs: 1.5, md: 5 },
        }}
      >
        <Typography component="p" variant="h2" sx={{ fontSize: { md: '2rem' }, lineHeight: 1.3 }}>
          {banner.title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { md: '1.0625rem' } }}>
          {banner.subtitle}
        </Typography>
        <Button
          component={ShopLink}
          href={banner.link}
          variant="contained"
          endIcon={
            <ArrowForward
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          }
          sx={{ mt: 0.5 }}
        >
          {t('banners.cta')}
        </Button>
      </Box>
    </Box>
  );
}
