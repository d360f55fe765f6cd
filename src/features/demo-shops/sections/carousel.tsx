import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { Children, isValidElement, type ReactNode } from 'react';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { CarouselButton, useCarouselTrack } from './carousel-controls';

export type SlidesPerView = { xs: number; sm?: number; md?: number; lg?: number };

type Props = {
  /** Names the carousel for screen readers ("Top picks"). */
  label: string;
  children: ReactNode[];
  /** How many slides fit side by side from each breakpoint up; one on phones by default. */
  slidesPerView?: SlidesPerView;
};

/** Space between slides, in pixels (the width sums below need a fixed length). */
const GAP = 16;
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const satisfies readonly Breakpoint[];

/** Each slide's width: the track's width shared out after the gaps. */
function slideWidths(perView: SlidesPerView): Partial<Record<Breakpoint, string>> {
  const widths: Partial<Record<Breakpoint, string>> = {};
  for (const breakpoint of BREAKPOINTS) {
    const count = perView[breakpoint];
    if (count !== undefined && count > 0) {
      widths[breakpoint] = `calc((100% - ${(count - 1) * GAP}px) / ${count})`;
    }
  }
  return widths;
}

/**
 * A row of slides that scrolls sideways: swiped on touch screens, paged a screenful at a time
 * by the Previous and Next buttons. It never moves by itself.
 */
export function Carousel({ label, children, slidesPerView = { xs: 1 } }: Props) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const { trackRef, atStart, atEnd, step } = useCarouselTrack();
  const slides = Children.toArray(children);
  const total = formatNumber(slides.length, locale);

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        <CarouselButton
          towards="previous"
          label={t('carousel.previous')}
          disabled={atStart}
          onClick={() => step(-1)}
        />
        <CarouselButton
          towards="next"
          label={t('carousel.next')}
          disabled={atEnd}
          onClick={() => step(1)}
        />
      </Box>
      <Box
        ref={trackRef}
        data-testid="carousel-track"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: slideWidths(slidesPerView),
          gap: `${GAP}px`,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          // Room for the cards' hover shadow and focus ring, which the scroller would clip.
          py: 0.5,
          px: 0.5,
          scrollPaddingInline: 4,
        }}
      >
        {slides.map((slide, index) => (
          <Box
            key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { n: formatNumber(index + 1, locale), total })}
            sx={{ minWidth: 0, scrollSnapAlign: 'start' }}
          >
            {slide}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
