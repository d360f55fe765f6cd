import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { DemoOffer } from '@/contracts/demo/demo-entities';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { CarouselButton, useCarouselTrack } from './carousel-controls';
import { OfferLink, OfferPicture, OfferSaving } from './offer-parts';
import { SampleText } from './sample-text';

type Props = {
  slides: readonly DemoOffer[];
  /** Names the carousel ("Today's offers"). */
  label: string;
};

/**
 * The shop's opening offers, one full-width slide at a time: swiped on touch screens, or moved
 * with Previous, Next and a step button per slide. It does not advance by itself: a slide
 * that moves while someone reads it is a barrier, and no pause button is then needed.
 */
export function HeroCarousel({ slides, label }: Props) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const { trackRef, atStart, atEnd, page, step, goTo } = useCarouselTrack();
  const total = formatNumber(slides.length, locale);
  const current = Math.min(page, slides.length - 1);

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label}>
      <Box
        ref={trackRef}
        data-testid="hero-track"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: '100%',
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          // The step buttons show where the reader is; a scrollbar under a hero is noise.
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          borderRadius: 2,
          bgcolor: 'background.default',
        }}
      >
        {slides.map((slide, index) => (
          <HeroSlide
            key={slide.id}
            slide={slide}
            first={index === 0}
            label={t('carousel.slide', { n: formatNumber(index + 1, locale), total })}
          />
        ))}
      </Box>
      {slides.length > 1 ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}
        >
          <CarouselButton
            towards="previous"
            label={t('hero.previous')}
            disabled={atStart}
            onClick={() => step(-1)}
          />
          <Box role="group" aria-label={t('hero.steps')} sx={{ display: 'flex' }}>
            {slides.map((slide, index) => (
              <StepButton
                key={slide.id}
                label={t('hero.goTo', { n: formatNumber(index + 1, locale), total })}
                current={index === current}
                onClick={() => goTo(index)}
              />
            ))}
          </Box>
          <CarouselButton
            towards="next"
            label={t('hero.next')}
            disabled={atEnd}
            onClick={() => step(1)}
          />
        </Box>
      ) : null}
    </Box>
  );
}

type SlideProps = { slide: DemoOffer; first: boolean; label: string };

/** Text on the inline-start side and the picture beside it; the picture below on phones. */
function HeroSlide({ slide, first, label }: SlideProps) {
  const titleId = useId();
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      sx={{
        scrollSnapAlign: 'start',
        minWidth: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'center',
        gap: { xs: 2, md: 4 },
        p: { xs: 2, sm: 3, md: 5 },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
        {/* The heading comes first, so a reader who jumps to it hears the whole slide. */}
        <Typography id={titleId} component="h3" variant="h2">
          <SampleText>{slide.title}</SampleText>
        </Typography>
        {slide.subtitle ? (
          <Typography sx={{ color: 'text.secondary' }}>
            <SampleText>{slide.subtitle}</SampleText>
          </Typography>
        ) : null}
        <OfferSaving offer={slide} variant="h5" />
        <OfferLink offer={slide} describedBy={titleId} />
      </Box>
      {/* The first slide's picture is the page's largest element: it loads at once. */}
      <OfferPicture
        src={slide.imgUrl}
        ratio="12 / 5"
        priority={first}
        sizes="(max-width: 959px) 100vw, 600px"
      />
    </Box>
  );
}

type StepProps = { label: string; current: boolean; onClick: () => void };

/** A dot for one slide, in a 44px target; the shown slide's dot is a wider pill. */
function StepButton({ label, current, onClick }: StepProps) {
  return (
    <ButtonBase
      aria-label={label}
      aria-current={current || undefined}
      onClick={onClick}
      disableRipple
      sx={{
        width: 44,
        height: 44,
        borderRadius: '50%',
        '&::before': {
          content: '""',
          display: 'block',
          height: 10,
          width: current ? 24 : 10,
          borderRadius: 5,
          bgcolor: current ? 'primary.dark' : 'text.secondary',
        },
      }}
    />
  );
}
