import { inLanguage, titleOf, worthListing } from './seen-pages';

describe('the pages the offline page lists', () => {
  it('shows each page by its title, entities decoded', () => {
    expect(titleOf('<html><head><title>Chicken &amp; ducks | Shop</title></head>')).toBe(
      'Chicken & ducks | Shop',
    );
    expect(titleOf('<title data-x="1">فراخ &#1576;&quot;</title>')).toBe('فراخ ب"');
    expect(titleOf('<html><body>no title</body></html>')).toBeUndefined();
    expect(titleOf('<title>  </title>')).toBeUndefined();
  });

  it('lists pages of the offline page’s own language, and not the offline pages', () => {
    expect(inLanguage('/ar/product/5', 'ar')).toBe(true);
    expect(inLanguage('/ar', 'ar')).toBe(true);
    expect(inLanguage('/product/5', 'ar')).toBe(false);
    expect(inLanguage('/product/5', 'en')).toBe(true);
    expect(inLanguage('/ar/product/5', 'en')).toBe(false);
    expect(worthListing('/ar/offline')).toBe(false);
    expect(worthListing('/cart')).toBe(true);
  });
});
