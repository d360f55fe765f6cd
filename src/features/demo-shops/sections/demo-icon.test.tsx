import { describe, expect, it } from '@jest/globals';
import { DEMO_ICONS } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { DEMO_ICON_GLYPHS, DemoIconGlyph } from './demo-icon';

describe('DemoIconGlyph', () => {
  it.each(DEMO_ICONS)('draws an icon for "%s"', (name) => {
    const { container } = renderWithShop(<DemoIconGlyph name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    // Each MUI icon names itself in data-testid ("LocalShippingOutlinedIcon").
    expect(svg?.getAttribute('data-testid')).toMatch(/Icon$/);
    expect(svg?.querySelector('path')).not.toBeNull();
  });

  it('maps every name and nothing else, each to its own glyph', () => {
    expect(Object.keys(DEMO_ICON_GLYPHS).sort()).toEqual([...DEMO_ICONS].sort());
    expect(new Set(Object.values(DEMO_ICON_GLYPHS)).size).toBe(DEMO_ICONS.length);
  });

  it('is hidden from screen readers unless given a title', () => {
    const { container, rerender, getByRole } = renderWithShop(<DemoIconGlyph name="delivery" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<DemoIconGlyph name="delivery" titleAccess="Free delivery" />);
    expect(getByRole('img', { name: 'Free delivery' })).toBeInTheDocument();
  });

  it('passes styling props through', () => {
    const { container } = renderWithShop(<DemoIconGlyph name="gift" fontSize="small" />);
    expect(container.querySelector('svg')).toHaveClass('MuiSvgIcon-fontSizeSmall');
  });
});
