import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/components/seo/sitemap-xml';
import { absoluteUrl } from '@/components/seo/site-url';
import { developmentOrigin } from '@/server/http/request-origin';

/** Written whole by getServerSideProps; nothing is rendered. */
export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = ({ req, res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt(absoluteUrl('/sitemap.xml', developmentOrigin(req))));
  return Promise.resolve({ props: {} });
};
