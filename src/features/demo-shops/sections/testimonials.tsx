import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import type { DemoTestimonial } from '@/contracts/demo/demo-entities';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { SampleText } from './sample-text';

type Props = { testimonials: DemoTestimonial[] };

const MAX_RATING = 5;

/**
 * Customers' words as quote cards: the quote, then who said it (photo, name, their stars).
 * ProductRating is not reused: it prints a review count, which a single quote has not.
 */
export function Testimonials({ testimonials }: Props) {
  const { t } = useTranslation('demo-sections');
  const locale = useLocale();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <Box
            component="figure"
            sx={{
              m: 0,
              p: { xs: 2, md: 3 },
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <FormatQuoteRounded
              sx={{
                color: 'primary.main',
                fontSize: 40,
                // The mark faces the quote it opens, which runs the other way in Arabic.
                transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
              }}
            />
            <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>
                <SampleText>{testimonial.comment}</SampleText>
              </Typography>
            </Box>
            <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box
                sx={{
                  position: 'relative',
                  flexShrink: 0,
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  overflow: 'hidden',
                  bgcolor: 'background.default',
                }}
              >
                <Image
                  src={testimonial.photoUrl}
                  alt=""
                  fill
                  sizes="48px"
                  unoptimized={testimonial.photoUrl.endsWith('.svg')}
                  style={{ objectFit: 'cover' }}
                />
              </Box>
              <div>
                <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  <SampleText>{testimonial.clientName}</SampleText>
                </Typography>
                {testimonial.rating === undefined ? null : (
                  <Rating
                    value={testimonial.rating}
                    max={MAX_RATING}
                    precision={0.5}
                    readOnly
                    size="small"
                    getLabelText={(value) =>
                      t('testimonials.rating', {
                        value: formatNumber(value, locale, 1),
                        max: formatNumber(MAX_RATING, locale),
                      })
                    }
                    sx={{ color: 'warning.dark' }}
                  />
                )}
              </div>
            </Box>
          </Box>
        </li>
      ))}
    </Box>
  );
}
