import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { ExpansionItem } from '../../features/content/expansion/components/expansion-item';
import { ExpansionLoadState } from '../../features/content/expansion/components/expansion-load-state';
import { messages } from '../../features/content/expansion/messages';
import { expansionItemKey, useExpansionMenu } from '../../features/content/expansion/use-expansion-menu';
import { useMarket, withMarket } from '../../features/content/expansion/use-market';
import { paths } from '../../config/paths';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';

function MarketItem({ market, item }: { market: string; item: string }) {
  const intl = useIntl();
  const menu = useExpansionMenu(market);
  if (menu.status === 'unknown-market') return <NotFoundPage />;
  if (menu.status !== 'ready') {
    return (
      <PageFrame heading={intl.formatMessage(messages.itemsHeadingNoMarket)}>
        <ExpansionLoadState retry={menu.status === 'error' ? menu.retry : undefined} />
      </PageFrame>
    );
  }
  const product = menu.menu.categories
    .flatMap((category) => category.products)
    .find((candidate) => expansionItemKey(candidate) === item);
  const back = (
    <p>
      <Link href={withMarket(paths.expansionMenuItems.href(), menu.store.slug)}>
        {intl.formatMessage(messages.backToItems, { name: menu.store.name })}
      </Link>
    </p>
  );
  if (product === undefined) {
    return (
      <PageFrame heading={intl.formatMessage(messages.itemsHeading, { name: menu.store.name })}>
        <p>{intl.formatMessage(messages.itemNotFound, { name: menu.store.name })}</p>
        {back}
      </PageFrame>
    );
  }
  return (
    <PageFrame
      heading={product.name}
      title={intl.formatMessage(messages.itemTitle, { item: product.name, name: menu.store.name })}
      description={product.description ?? undefined}
    >
      <ExpansionItem store={menu.store} product={product} />
      {back}
    </PageFrame>
  );
}

/** SPEC §2 /expansion-menu/items/{item}: one item of the chosen expansion market's menu. */
export function ExpansionMenuItemPage() {
  const { item = '' } = useParams<{ item: string }>();
  const market = useMarket();
  if (market === null) return <NotFoundPage />;
  return <MarketItem market={market} item={item} />;
}
