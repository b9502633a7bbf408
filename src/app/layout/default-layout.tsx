import { Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { CateringExitPopup } from '../../features/navigation/components/catering-exit-popup';
import { Header } from '../../features/navigation/components/header';
import { MobileBottomBar } from '../../features/navigation/components/mobile-bottom-bar';
import { MobileTopBar } from '../../features/navigation/components/mobile-top-bar';
import { SiteFooter } from '../../features/navigation/components/site-footer';
import { useInAppCatering } from '../../ordering/use-in-app-catering';
import { LanguageToggle } from '../../features/language/language-toggle';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { useMediaQuery } from '../../lib/use-media-query';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnceTrue } from '../../lib/use-once-true';
import { useUiStore } from '../../stores';
import { desktopLayout } from '../../ui/styles/breakpoints';
import { WhenVisible } from '../../ui/when-visible/when-visible';
import { lazyPage } from '../lazy-page';
import { AfterFirstScreen } from './after-first-screen';
import { FramePart } from './frame-part';
import { MAIN_CONTENT_ID } from './layout-constants';
import { OnDemandOverlays } from './on-demand-overlays';
import { ProgressIndicator } from './progress-indicator';
import { SkipLink } from './skip-link';
import { useReportedHeight } from './use-reported-height';
import { useScrollPadding } from './use-scroll-padding';
import { useStickyBars } from './use-sticky-bars';
import * as styles from './default-layout.css';

// The mobile menu's links and sections load the first time it opens (SPEC §9 budget).
const MobileMenu = lazyPage(() => import('../../features/navigation/components/mobile-menu'), 'MobileMenu');
// What only some visitors see loads when they first need it: the mobile app's catering tab bar and
// the notice of a refused session. (The catering exit guard stays: it must catch the first click.)
const AppCateringFooter = lazyPage(
  () => import('../../features/navigation/components/app-catering-footer'),
  'AppCateringFooter',
);
const SessionExpiredNotice = lazyPage(
  () => import('../../features/session/components/session-expired-notice'),
  'SessionExpiredNotice',
);
// The top alert and in-app messages (SPEC §4) load after the page's first screen, with the
// engagement adapter. The alert sits at the end of the page, just above the bottom dock: arriving
// late there, it moves none of the page (layout shift). The e-mail club sign-up (its form library
// and the contract's schemas) waits as well, and then for the reader to come near the footer.
const EclubSignup = lazyPage(() => import('../../features/forms/components/eclub-signup'), 'EclubSignup');
const SiteEngagement = lazyPage(
  () => import('../../features/content-cards/components/site-engagement'),
  'SiteEngagement',
);

/** Where the focus goes when what held it disappears from the frame: the page, as the skip link takes it. */
const focusMainContent = () => document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });

/**
 * SPEC §2 "Layouts", default: skip link, loading bar, header (desktop, 1200 px and wider) or the
 * mobile top bar and menu, the page in `<main>`, footer, and at the bottom of the screen the mobile
 * bottom bar and the app-catering tab bar.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const isDesktop = useMediaQuery(desktopLayout);
  const loading = useUiStore((state) => state.loading);
  const setHeaderHeight = useUiStore((state) => state.setHeaderHeight);
  // The mobile top bar and the bottom dock stick to the screen while they leave most of it to the
  // page: scrolling stops clear of them.
  const bars = useStickyBars();
  const hydrated = useHydrated();
  const headerSticky = !isDesktop && bars.headerSticky;
  useScrollPadding('top', headerSticky ? bars.headerHeight : 0);
  useScrollPadding('bottom', bars.dockSticky ? bars.dockHeight + bars.alertHeight : 0);
  const { reportHeaderHeight } = bars;
  const headerRef = useReportedHeight(
    useCallback(
      (height: number) => {
        setHeaderHeight(height);
        reportHeaderHeight(height);
      },
      [setHeaderHeight, reportHeaderHeight],
    ),
  );
  const footerRef = useReportedHeight(useUiStore((state) => state.setFooterHeight));
  const dockRef = useReportedHeight(bars.reportDockHeight);
  const alertRef = useReportedHeight(bars.reportAlertHeight);
  const mobileMenuOpened = useOnceTrue(useUiStore((state) => state.showMobileMenu));
  const inAppCatering = useInAppCatering();
  const sessionExpired = useUiStore((state) => state.sessionExpired);

  // The mobile menu exists below 1200 px only; growing the window past it closes the menu.
  useEffect(() => {
    if (isDesktop) useUiStore.getState().closeMobileMenu();
  }, [isDesktop]);

  const languageToggle = <LanguageToggle />;
  const signOut = <SignOutButton />;

  return (
    <div className={styles.root}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {loading && <ProgressIndicator />}
      <div ref={headerRef} className={headerSticky ? styles.stickyHeader : undefined}>
        <FramePart>
          {isDesktop ? <Header languageToggle={languageToggle} signOut={signOut} /> : <MobileTopBar />}
        </FramePart>
      </div>
      {!isDesktop && mobileMenuOpened && (
        <FramePart>
          <Suspense fallback={null}>
            <MobileMenu languageToggle={languageToggle} signOut={signOut} />
          </Suspense>
        </FramePart>
      )}

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {sessionExpired && (
          <Suspense fallback={null}>
            <SessionExpiredNotice />
          </Suspense>
        )}
        {children}
      </main>

      <div ref={footerRef}>
        <FramePart>
          <SiteFooter
            signUp={
              <AfterFirstScreen>
                <WhenVisible>
                  <Suspense fallback={null}>
                    <EclubSignup />
                  </Suspense>
                </WhenVisible>
              </AfterFirstScreen>
            }
          />
        </FramePart>
      </div>
      {/* The alert has a sticky place of its own, before the dock: inside the dock, its arrival
          would move the bottom bar within the dock, which browsers count as a layout shift. Its
          offset is the dock's measured height, so it rests on top of the dock: set once hydrated,
          as a style attribute in prerendered HTML would break the CSP (style-src 'self'). */}
      <div
        ref={alertRef}
        className={bars.dockSticky ? styles.stickyAlert : undefined}
        style={hydrated && bars.dockSticky ? { bottom: bars.dockHeight } : undefined}
      >
        <FramePart>
          <AfterFirstScreen>
            <Suspense fallback={null}>
              <SiteEngagement afterAlertDismissed={focusMainContent} />
            </Suspense>
          </AfterFirstScreen>
        </FramePart>
      </div>
      <div ref={dockRef} className={bars.dockSticky ? styles.stickyDock : styles.bottomDock}>
        <FramePart>
          {!isDesktop && <MobileBottomBar />}
          {inAppCatering && (
            <Suspense fallback={null}>
              <AppCateringFooter />
            </Suspense>
          )}
        </FramePart>
      </div>

      <FramePart>
        <CateringExitPopup />
        <OnDemandOverlays />
      </FramePart>
    </div>
  );
}
