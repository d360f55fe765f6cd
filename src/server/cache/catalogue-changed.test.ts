import { describe, expect, it, jest } from '@jest/globals';
import { catalogueChanged, onCatalogueChanged } from './catalogue-changed';

describe('catalogueChanged', () => {
  it('runs each named listener once, the copy registered last replacing the earlier one', () => {
    // Two bundles loading the same cache module register under one name.
    const firstBundle = jest.fn();
    const secondBundle = jest.fn();
    const otherCache = jest.fn();
    onCatalogueChanged('test-cache', firstBundle);
    onCatalogueChanged('test-cache', secondBundle);
    onCatalogueChanged('test-other-cache', otherCache);

    catalogueChanged();

    expect(firstBundle).not.toHaveBeenCalled();
    expect(secondBundle).toHaveBeenCalledTimes(1);
    expect(otherCache).toHaveBeenCalledTimes(1);
  });
});
