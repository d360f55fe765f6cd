import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useRef, type TouchEvent } from 'react';
import type { Banner } from '@/contracts/catalog';
import { formatNumber } from '@/lib/format/number';
import { useCarousel } from '../hooks/use-carousel';
import { BannerSlide } from './banner-slide';

type Props = { banners: Banner[] };

const mirrored = {
  transform: (theme: { direction: string }) =>
    theme.direction === 'rtl' ? 'scaleX(-1)' : undefined,
};

/** A finger moved this far sideways is a swipe, not a tap. */
const SWIPE_PX = 40;

/**
 * The offers carousel (WAI-ARIA carousel pattern). Every slide is rendered in the same grid
 * cell, so the box is as tall as the tallest slide from the first byte: nothing jumps when
 * slides change. Hidden slides are `visibility: hidden`, out of reach of keyboard and
 * screen readers.
 */
export function BannerCarousel({ banners }: Props) {
  const { t } = useTranslation('home');
  const { locale } = useRouter();
  const carousel = useCarousel(banners.length);
  const touchStart = useRef<number | null>(null);
  if (banners.length === 0) return null;
  const total = formatNumber(banners.length, locale);

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    // In Arabic the next slide is to the left, so a swipe to the right goes forward.
    const forward = end < start !== (document.dir === 'rtl');
    if (forward) carousel.next();
    else carousel.previous();
  }

  return (
    <Container
      component="section"
      aria-roledescription={t('banners.roleDescription')}
      aria-label={t('banners.label')}
      sx={{ pt: { xs: 2, md: 3 } }}
      onMouseEnter={() => carousel.hold('hover', true)}
      onMouseLeave={() => carousel.hold('hover', false)}
      onFocus={() => carousel.hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.hold('focus', false);
      }}
    >
      <Box
        aria-live={carousel.playing ? 'off' : 'polite'}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
        sx={{ display: 'grid' }}
      >
        {banners.map((banner, index) => {
          const shown = index === carousel.active;
          return (
            <Box
              key={banner.id}
              role="group"
              aria-roledescription={t('banners.slideRole')}
              aria-label={t('banners.slide', { n: formatNumber(index + 1, locale), total })}
              data-testid="banner-slide"
              data-active={shown}
              sx={{
                gridArea: '1 / 1',
                visibility: shown ? 'visible' : 'hidden',
                opacity: shown ? 1 : 0,
                transition: 'opacity 400ms ease, visibility 400ms',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <BannerSlide banner={banner} priority={index === 0} />
            </Box>
          );
        })}
      </Box>
      {banners.length > 1 ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            mt: 1,
          }}
        >
          <IconButton aria-label={t('banners.previous')} onClick={carousel.previous}>
            <ChevronLeft sx={mirrored} />
          </IconButton>
          {banners.map((banner, index) => (
            <IconButton
              key={banner.id}
              aria-label={t('banners.goTo', { n: formatNumber(index + 1, locale) })}
              aria-current={index === carousel.active ? 'true' : undefined}
              onClick={() => carousel.go(index)}
              sx={{ minWidth: 32, width: 32, p: 0 }}
            >
              <Box
                component="span"
                sx={{
                  width: index === carousel.active ? 20 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: index === carousel.active ? 'primary.dark' : 'text.secondary',
                  transition: 'width 200ms',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              />
            </IconButton>
          ))}
          <IconButton aria-label={t('banners.next')} onClick={carousel.next}>
            <ChevronRight sx={mirrored} />
          </IconButton>
          <IconButton
            aria-label={carousel.playing ? t('banners.pause') : t('banners.play')}
            onClick={carousel.togglePlay}
            sx={{ marginInlineStart: 1 }}
          >
            {carousel.playing ? <PauseRounded /> : <PlayArrowRounded />}
          </IconButton>
        </Box>
      ) : null}
    </Container>
  );
}
