import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';

/*
 * The most stars a review gives: MAX_RATING in contracts/reviews.ts, not imported from there
 * because zod would come with it into the screen's first load.
 */
const STARS = 5;

/**
 * A rating as five stars, filled to the nearest whole one, read out by `label` ("4 of 5
 * stars"): the stars alone say nothing to a screen reader.
 */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.round(rating);
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ display: 'inline-flex', color: 'warning.dark', lineHeight: 0 }}
    >
      {Array.from({ length: STARS }, (_, index) =>
        index < filled ? (
          <StarRounded key={index} fontSize="small" />
        ) : (
          <StarBorderRounded key={index} fontSize="small" />
        ),
      )}
    </Box>
  );
}
