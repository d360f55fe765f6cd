import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Image from 'next/image';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from '@/components/product/product-image';
import { formatNumber } from '@/lib/format/number';

type Props = { images: string[]; name: string; dimmed?: boolean };

/**
 * The product's photos: a large one and a row of thumbnails. The thumbnails are one tab stop;
 * arrow keys (mirrored in Arabic), Home and End move between them and show the photo.
 */
export function ProductGallery({ images, name, dimmed }: Props) {
  const { t } = useTranslation('product');
  const { locale } = useRouter();
  const [active, setActive] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const photos = images.length > 0 ? images : [''];
  const total = formatNumber(photos.length, locale);
  const current = photos[Math.min(active, photos.length - 1)] ?? '';

  function select(index: number, focus: boolean) {
    const next = (index + photos.length) % photos.length;
    setActive(next);
    if (focus) thumbs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = document.dir === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: 1,
      ArrowUp: -1,
    };
    if (event.key in step) select(active + (step[event.key] ?? 0), true);
    else if (event.key === 'Home') select(0, true);
    else if (event.key === 'End') select(photos.length - 1, true);
    else return;
    event.preventDefault();
  }

  return (
    <Box
      component="section"
      aria-label={t('gallery.label')}
      // On phones the photo leaves room for the name and price on the first screen.
      sx={{ width: '100%', maxWidth: { xs: 300, sm: 400, md: 'none' }, mx: 'auto' }}
    >
      <Box
        sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        data-testid="gallery-main"
      >
        {current ? (
          <ProductImage
            src={current}
            alt={t('gallery.photo', {
              n: formatNumber(active + 1, locale),
              total,
              name,
            })}
            sizes="(max-width: 599px) 300px, (max-width: 959px) 400px, 560px"
            priority
            dimmed={dimmed}
          />
        ) : null}
      </Box>
      {photos.length > 1 ? (
        <Box
          role="group"
          aria-label={t('gallery.thumbnails')}
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}
        >
          {photos.map((src, index) => (
            <ButtonBase
              key={src}
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              tabIndex={index === active ? 0 : -1}
              aria-label={t('gallery.show', { n: formatNumber(index + 1, locale) })}
              aria-pressed={index === active}
              onClick={() => select(index, false)}
              sx={{
                position: 'relative',
                width: 72,
                height: 72,
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: index === active ? 'primary.dark' : 'divider',
                '&.Mui-focusVisible': {
                  outline: '3px solid',
                  outlineColor: 'primary.dark',
                  outlineOffset: 2,
                },
              }}
            >
              <Image src={src} alt="" fill sizes="72px" unoptimized={src.endsWith('.svg')} />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
