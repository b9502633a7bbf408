import { useCallback, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MenuProduct } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { cmsLanguageOf } from '../../features/content/cms/cms-language';
import { useContentPages } from '../../features/content/cms/content-pages';
import { SearchScreen } from '../../features/search/components/search-screen';
import { useFeaturedSkus } from '../../features/search/hooks/use-featured-skus';
import { menuDocuments } from '../../features/search/menu-documents';
import { pageDocuments } from '../../features/search/page-documents';
import { useBrowsingMenuId } from '../../ordering/menu-ids';
import { useMenu } from '../../ordering/use-menu';
import { selectHasLocation, useLocationStore, usePreferencesStore } from '../../stores';
import { usePageHeadingFocus } from '../page-navigation';
import { sitePageTexts } from '../site-page-texts';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './menu-page.css';

const messages = defineMessages({
  heading: { id: 'searchPage.heading', defaultMessage: 'Search' },
});

/**
 * Site search over the menu being browsed, the managed content pages and the site's own pages, all in
 * the language shown.
 * The pages load beside the menu; when the CMS cannot answer, the menu is still searched.
 */
export function SearchPage() {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.heading);
  useDocumentTitle(heading);
  const language = usePreferencesStore((state) => state.language);
  const hasLocation = useLocationStore(selectHasLocation);
  const menu = useMenu(useBrowsingMenuId());
  const pages = useContentPages(cmsLanguageOf(language));

  const featuredSkus = useFeaturedSkus();

  // As the menu's own cards: to the ordering product page once a location is chosen.
  const productHref = useCallback(
    (product: MenuProduct) =>
      hasLocation ? paths.orderProduct.href({ id: product.sku }) : paths.menuProduct.href(product.sku),
    [hasLocation],
  );
  // The CMS's pages first, so a page it describes keeps the title it shows; then every page the
  // navigation reaches, which the CMS may not describe (careers, nutrition, contact).
  const documents = useMemo(
    () => [
      ...(menu.data ? menuDocuments(menu.data, productHref) : []),
      ...pageDocuments([...(pages.data ?? []), ...sitePageTexts(intl)]),
    ],
    [menu.data, pages.data, productHref, intl],
  );
  // Named as the menu names them, in the language shown; one the menu lacks is left out.
  const featured = useMemo(() => {
    const products = (menu.data?.categories ?? []).flatMap((category) => category.products);
    return featuredSkus.flatMap((sku) => {
      const product = products.find((candidate) => candidate.sku === sku);
      return product ? [{ sku, name: product.name, href: productHref(product) }] : [];
    });
  }, [menu.data, featuredSkus, productHref]);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
          {heading}
        </h1>
      </div>
      <SearchScreen documents={documents} loading={menu.isPending || pages.isPending} featured={featured} />
    </div>
  );
}
