import { forwardRef, useImperativeHandle } from 'react';

/**
 * Stands in for MUI's TouchRipple in production builds (next.config.js replaces the module):
 * the theme turns ripples off on every button (components.ts), so the ripple's code, about
 * 3 kB gzip with its transition group, would load on every page and never run. ButtonBase
 * still holds a ref to it and may call these; they do nothing. Pressed and focused buttons
 * are shown by the theme's :active and focus-visible styles instead.
 */
const TouchRippleOff = forwardRef<{ start(): void; stop(): void; pulsate(): void }>(
  function TouchRippleOff(_props, ref) {
    useImperativeHandle(ref, () => ({ start() {}, stop() {}, pulsate() {} }), []);
    return null;
  },
);

export const DELAY_RIPPLE = 80;
export default TouchRippleOff;
