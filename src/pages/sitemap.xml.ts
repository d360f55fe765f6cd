import type { GetServerSideProps } from 'next';
import { sitemapXml } from '@/components/seo/sitemap-xml';
import { loadSitemapPaths } from '@/features/catalog/loaders/load-sitemap-paths';
import { logFailure } from '@/features/catalog/loaders/settle';
import { developmentOrigin } from '@/server/http/request-origin';

/** Written whole by getServerSideProps; nothing is rendered. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  try {
    const xml = sitemapXml(await loadSitemapPaths(), developmentOrigin(req));
    res.setHeader('Content-Type', 'text/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.end(xml);
  } catch (error) {
    // Crawlers come back after a 503; an empty or partial sitemap would drop pages.
    logFailure('sitemap', error);
    res.statusCode = 503;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Retry-After', '300');
    res.end('Service unavailable');
  }
  return { props: {} };
};
