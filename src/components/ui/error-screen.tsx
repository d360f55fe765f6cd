import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';

type Props = {
  code: number;
  title: string;
  message: string;
  homeLabel: string;
  /** Where the way back goes: the home page unless told. */
  href?: string;
};

/** The body of the 404 and 500 pages: what happened and the way back. */
export function ErrorScreen({ code, title, message, homeLabel, href = '/' }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography component="p" variant="h1" color="primary.dark" aria-hidden>
        {code}
      </Typography>
      <Typography component="h1" variant="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {message}
      </Typography>
      <Button component={ShopLink} href={href} variant="contained" sx={{ mt: 4 }}>
        {homeLabel}
      </Button>
    </Container>
  );
}
