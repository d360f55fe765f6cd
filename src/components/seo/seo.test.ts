import { describe, expect, it } from '@jest/globals';
import type { Item } from '@/contracts/catalog';
import { productStructuredData } from './product-json-ld';
import { robotsTxt, sitemapXml } from './sitemap-xml';

const origin = 'http://localhost:3000';

describe('sitemapXml', () => {
  it('lists each path in both languages with hreflang alternates', () => {
    const xml = sitemapXml(['/', '/product/7']);
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).toContain(`<loc>${origin}/ar</loc>`);
    expect(xml).toContain(`<loc>${origin}/product/7</loc>`);
    expect(xml).toContain(`<loc>${origin}/ar/product/7</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${origin}/ar/product/7"/>`,
    );
    expect(xml).toContain(`hreflang="x-default" href="${origin}/product/7"`);
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it("names the request's origin when the page passes it (development on another port)", () => {
    const xml = sitemapXml(['/product/7'], 'http://192.168.1.20:3005');
    expect(xml).toContain('<loc>http://192.168.1.20:3005/ar/product/7</loc>');
    expect(xml).toContain('hreflang="x-default" href="http://192.168.1.20:3005/product/7"');
    expect(xml).not.toContain('localhost');
  });

  it('escapes what XML would misread', () => {
    expect(sitemapXml(['/a&b'])).toContain('/a&amp;b');
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap and keeps private pages out in both languages', () => {
    const text = robotsTxt(`${origin}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /ar/checkout');
    expect(text).toContain('Disallow: /api/');
    expect(text).not.toContain('Disallow: /ar/api/');
  });
});

describe('productStructuredData', () => {
  const item = {
    id: 5,
    name: 'Duck breast',
    description: 'Fresh',
    category_name: 'Ducks',
    price: 330,
    image: '/images/items/duck-breast.svg',
    images: ['/images/items/duck-breast.svg'],
    rating: 4.3,
    reviews_count: 31,
    in_stock: false,
  } as Item;

  it('offers the product in EGP with its availability and absolute pictures', () => {
    const data = productStructuredData(item, `${origin}/product/5`, 'Dakahlia Poultry');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Duck breast',
      sku: '5',
      image: [`${origin}/images/items/duck-breast.svg`],
      aggregateRating: { ratingValue: 4.3, reviewCount: 31 },
      offers: {
        priceCurrency: 'EGP',
        price: '330.00',
        availability: 'https://schema.org/OutOfStock',
        url: `${origin}/product/5`,
      },
    });
  });
});
