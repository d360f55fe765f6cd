import type { GetServerSideProps } from 'next';
import { manifestForLocale } from '@/features/install/loaders/manifest-for-locale';
import { toLocale } from '@/lib/i18n/locales';

/** Written whole by getServerSideProps; nothing is rendered. /ar/manifest.webmanifest is Arabic. */
export default function Manifest() {
  return null;
}

export const getServerSideProps: GetServerSideProps = ({ locale, res }) => {
  res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
  // Browsers re-read the manifest now and then to update an installed app; an hour is plenty.
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(JSON.stringify(manifestForLocale(toLocale(locale))));
  return Promise.resolve({ props: {} });
};
