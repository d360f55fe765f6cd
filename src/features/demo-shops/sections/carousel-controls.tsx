import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * Where a scroll-snap track stands, as a string so React can compare snapshots by value:
 * "atStart|atEnd|page". Before the browser has laid the track out (on the server and in the
 * first render) it is at its start with more to see.
 */
const UNMEASURED = '1|0|0';

function measure(track: HTMLElement | null): string {
  if (!track) return UNMEASURED;
  // In a right-to-left track scrollLeft runs from 0 down to negative values: its size is
  // the distance from the start either way.
  const position = Math.abs(track.scrollLeft);
  const end = track.scrollWidth - track.clientWidth;
  // One pixel of slack: zoomed or fractional layouts stop a hair short of either edge.
  const atStart = position <= 1;
  const atEnd = position >= end - 1;
  const page = track.clientWidth > 0 ? Math.round(position / track.clientWidth) : 0;
  return `${atStart ? 1 : 0}|${atEnd ? 1 : 0}|${page}`;
}

/** +1 when the track's start is on the left, -1 when it reads right to left. */
function inlineSign(track: HTMLElement): 1 | -1 {
  // The computed direction is what the browser scrolls by; the document's dir attribute
  // stands in where no style engine computes one (jsdom).
  const direction = getComputedStyle(track).direction || document.documentElement.dir;
  return direction === 'rtl' ? -1 : 1;
}

/**
 * The state and moves of a horizontal scroll-snap track. The track scrolls natively (touch
 * swipe, trackpad, focus moving into an off-screen slide); the buttons only ask it to.
 */
export function useCarouselTrack() {
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  const subscribe = useCallback((notify: () => void) => {
    const track = trackRef.current;
    track?.addEventListener('scroll', notify, { passive: true });
    window.addEventListener('resize', notify);
    return () => {
      track?.removeEventListener('scroll', notify);
      window.removeEventListener('resize', notify);
    };
  }, []);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => measure(trackRef.current),
    () => UNMEASURED,
  );
  const [atStart, atEnd, page] = snapshot.split('|');

  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';

  /** One page (the track's visible width) towards the end (+1) or the start (-1). */
  const step = (towards: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: towards * inlineSign(track) * track.clientWidth, behavior });
  };

  /** To the page-wide slide at `index` (tracks that show one slide at a time). */
  const goTo = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: index * inlineSign(track) * track.clientWidth, behavior });
  };

  return {
    trackRef,
    atStart: atStart === '1',
    atEnd: atEnd === '1',
    page: Number(page),
    step,
    goTo,
  };
}

type ButtonProps = {
  towards: 'previous' | 'next';
  label: string;
  disabled: boolean;
  onClick: () => void;
};

/**
 * Previous or Next. At an end it is marked aria-disabled rather than disabled, so the
 * keyboard focus that just pressed it stays on it instead of falling back to the page.
 */
export function CarouselButton({ towards, label, disabled, onClick }: ButtonProps) {
  const Arrow = towards === 'previous' ? ChevronLeftRounded : ChevronRightRounded;
  return (
    <IconButton
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      sx={{
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&:hover': { bgcolor: 'grey.200' },
        '&[aria-disabled="true"]': {
          color: 'action.disabled',
          cursor: 'default',
          '&:hover': { bgcolor: 'background.paper' },
        },
      }}
    >
      {/* The arrow points the way the slides move, so it turns round in right-to-left pages. */}
      <Arrow
        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
      />
    </IconButton>
  );
}
