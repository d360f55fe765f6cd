import { describe, expect, it } from '@jest/globals';
import { translate } from './translate';

describe('translate', () => {
  it('writes numbers in Arabic-Indic digits in Arabic and grouped in English', () => {
    const params = { area: 'المنصورة', amount: 1250.5 };
    expect(translate('ar', 'error.below_min_order', params)).toBe(
      'الحد الأدنى للطلب في المنصورة هو ١٬٢٥٠٫٥ جنيه.',
    );
    expect(translate('en', 'error.below_min_order', { ...params, area: 'Mansoura' })).toBe(
      'The minimum order for Mansoura is 1,250.5 EGP.',
    );
  });

  it('leaves text parameters, such as a PIN, exactly as given', () => {
    const body = translate('ar', 'mail.reset_body', { name: 'منى', pin: '012345' });
    expect(body).toContain('012345');
    expect(body).toContain('منى');
  });
});
