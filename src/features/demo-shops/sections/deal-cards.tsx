import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { DemoOffer } from '@/contracts/demo/demo-entities';
import { Countdown } from './countdown';
import { OfferLink, OfferPicture, OfferSaving } from './offer-parts';
import { SampleText } from './sample-text';

type Props = { offers: readonly DemoOffer[] };

/** Timed deals as cards: one column on phones, then two and three. */
export function DealCards({ offers }: Props) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {offers.map((offer) => (
        <Box component="li" key={offer.id} sx={{ minWidth: 0 }}>
          <DealCard offer={offer} />
        </Box>
      ))}
    </Box>
  );
}

/** The picture, the title and brand, what it saves, the time left and the link to it. */
function DealCard({ offer }: { offer: DemoOffer }) {
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      data-testid="deal-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ bgcolor: 'background.default', p: 2 }}>
        <OfferPicture
          src={offer.imgUrl}
          ratio="12 / 5"
          sizes="(max-width: 599px) 100vw, (max-width: 959px) 50vw, 400px"
        />
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography id={titleId} component="h3" variant="h5">
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
        <OfferSaving offer={offer} />
        {offer.expireDate ? <Countdown expireDate={offer.expireDate} /> : null}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <OfferLink offer={offer} describedBy={titleId} />
        </Box>
      </Box>
    </Card>
  );
}
