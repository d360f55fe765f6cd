import { describe, expect, it } from '@jest/globals';
import { matchesSearch, normaliseForSearch } from './table-search';

describe('normaliseForSearch', () => {
  it('folds Latin case and accents and trims and collapses spaces', () => {
    expect(normaliseForSearch('  Crème   BRÛLÉE ')).toBe('creme brulee');
  });

  it('folds Arabic letter variants', () => {
    expect(normaliseForSearch('مخلية')).toBe(normaliseForSearch('مخليه'));
    expect(normaliseForSearch('أرز إبل آلة')).toBe('ارز ابل اله');
    expect(normaliseForSearch('مستشفى')).toBe('مستشفي');
  });

  it('strips tashkeel and tatweel', () => {
    expect(normaliseForSearch('دَجَاجٌ مُتَبَّلٌ')).toBe('دجاج متبل');
    expect(normaliseForSearch('دجـــاج')).toBe('دجاج');
  });

  it('reads Arabic-Indic digits as Western ones', () => {
    expect(normaliseForSearch('طلب ١٢٣')).toBe('طلب 123');
  });
});

describe('matchesSearch', () => {
  it('finds a normalised query inside any value', () => {
    expect(matchesSearch('فراخ مخلية', normaliseForSearch('مخليه'))).toBe(true);
    expect(matchesSearch('Éclair', normaliseForSearch('ECLAIR'))).toBe(true);
    expect(matchesSearch(150, normaliseForSearch('١٥'))).toBe(true);
    expect(matchesSearch('بط', normaliseForSearch('دجاج'))).toBe(false);
  });
});
