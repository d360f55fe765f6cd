import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { ProductImage } from '@/components/product/product-image';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  /** The product's name, for the pictures' descriptions. */
  title: string;
  pictures: readonly string[];
};

/**
 * A big picture and a row of thumbnails that choose it. The big picture is the page's largest
 * element, so it loads at once; each thumbnail is a toggle button named "Show picture 2 of 3".
 */
export function DemoProductGallery({ title, pictures }: Props) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const [shown, setShown] = useState(0);
  const total = formatNumber(pictures.length, locale);
  const current = pictures[shown] ?? pictures[0];

  return (
    <Box role="group" aria-label={t('details.gallery', { title })} sx={{ minWidth: 0 }}>
      {current ? (
        <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <ProductImage
            src={current}
            alt={t('details.picture', { title, n: formatNumber(shown + 1, locale), total })}
            sizes="(max-width: 959px) 100vw, 600px"
            priority
          />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {pictures.map((picture, index) => (
          <ButtonBase
            key={`${picture}-${index}`}
            aria-label={t('details.showPicture', { n: formatNumber(index + 1, locale), total })}
            aria-pressed={index === shown}
            onClick={() => setShown(index)}
            sx={{
              width: 72,
              borderRadius: 1,
              overflow: 'hidden',
              border: 2,
              borderColor: index === shown ? 'primary.dark' : 'divider',
            }}
          >
            {/* A span, not ProductImage's div: a button may only hold phrasing content. */}
            <Box
              component="span"
              sx={{ display: 'block', position: 'relative', width: '100%', aspectRatio: '1 / 1' }}
            >
              <Image
                src={picture}
                alt=""
                fill
                sizes="72px"
                unoptimized={picture.endsWith('.svg')}
                style={{ objectFit: 'cover' }}
              />
            </Box>
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
