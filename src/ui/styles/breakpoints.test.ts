import { breakpoints, desktopLayout, mobileLayout, mq } from './breakpoints';

describe('breakpoints', () => {
  it('uses the SPEC §9 widths: sm 600, md 900, lg 1200, xl 1600', () => {
    expect(breakpoints).toEqual({ sm: 600, md: 900, lg: 1200, xl: 1600 });
    expect(mq.sm).toBe('screen and (min-width: 600px)');
    expect(mq.xl).toBe('screen and (min-width: 1600px)');
  });

  it('gives the mobile layout to sm and md screens, everything below 1200px', () => {
    expect(mobileLayout).toBe('screen and (max-width: 1199.98px)');
    expect(desktopLayout).toBe(mq.lg);
  });
});
