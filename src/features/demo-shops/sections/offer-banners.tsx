import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { DemoOffer } from '@/contracts/demo/demo-entities';
import { Countdown } from './countdown';
import { OfferLink, OfferPicture, OfferSaving } from './offer-parts';
import { SampleText } from './sample-text';

type Props = { offers: readonly DemoOffer[] };

/** Promotional banners side by side: stacked on phones, two across from tablets, three wide. */
export function OfferBanners({ offers }: Props) {
  const columns = (count: number) => `repeat(${Math.min(offers.length, count)}, minmax(0, 1fr))`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns(2), lg: columns(3) },
      }}
    >
      {offers.map((offer) => (
        <OfferBanner key={offer.id} offer={offer} />
      ))}
    </Box>
  );
}

/** Text on the inline-start side, the picture at the inline end. */
function OfferBanner({ offer }: { offer: DemoOffer }) {
  const titleId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 3 },
        borderRadius: 2,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <Typography id={titleId} component="h3" variant="h4">
          <SampleText>{offer.title}</SampleText>
        </Typography>
        {offer.brand ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            <SampleText>{offer.brand}</SampleText>
          </Typography>
        ) : null}
        {offer.subtitle ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <SampleText>{offer.subtitle}</SampleText>
          </Typography>
        ) : null}
        <OfferSaving offer={offer} variant="h6" />
        {offer.expireDate ? <Countdown expireDate={offer.expireDate} /> : null}
        <Box sx={{ pt: 1 }}>
          <OfferLink offer={offer} describedBy={titleId} variant="outlined" />
        </Box>
      </Box>
      <OfferPicture
        src={offer.imgUrl}
        ratio="12 / 5"
        sizes="(max-width: 959px) 40vw, (max-width: 1279px) 20vw, 240px"
      />
    </Box>
  );
}
