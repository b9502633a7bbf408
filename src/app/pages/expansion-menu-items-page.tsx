import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ExpansionLoadState } from '../../features/content/expansion/components/expansion-load-state';
import { ExpansionMenuList } from '../../features/content/expansion/components/expansion-menu-list';
import { messages } from '../../features/content/expansion/messages';
import { useExpansionMenu } from '../../features/content/expansion/use-expansion-menu';
import { useMarket } from '../../features/content/expansion/use-market';
import { paths } from '../../config/paths';
import { PageFrame } from './page-frame';

function ChooseMarket({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <PageFrame heading={intl.formatMessage(messages.itemsHeadingNoMarket)}>
      <p>{message}</p>
      <p>
        <Link href={paths.expansionMenu.href()}>{intl.formatMessage(messages.chooseMarket)}</Link>
      </p>
    </PageFrame>
  );
}

function MarketMenu({ market }: { market: string }) {
  const intl = useIntl();
  const menu = useExpansionMenu(market);
  if (menu.status === 'unknown-market')
    return <ChooseMarket message={intl.formatMessage(messages.unknownMarket)} />;
  if (menu.status !== 'ready') {
    return (
      <PageFrame heading={intl.formatMessage(messages.itemsHeadingNoMarket)}>
        <ExpansionLoadState retry={menu.status === 'error' ? menu.retry : undefined} />
      </PageFrame>
    );
  }
  return (
    <PageFrame heading={intl.formatMessage(messages.itemsHeading, { name: menu.store.name })}>
      <ExpansionMenuList store={menu.store} menu={menu.menu} />
      <p>
        <Link href={paths.expansionMenu.href()}>{intl.formatMessage(messages.otherMarkets)}</Link>
      </p>
    </PageFrame>
  );
}

/** SPEC §2 /expansion-menu/items: the menu of the chosen expansion market's restaurant. */
export function ExpansionMenuItemsPage() {
  const intl = useIntl();
  const market = useMarket();
  if (market === null) return <ChooseMarket message={intl.formatMessage(messages.chooseMarketFirst)} />;
  return <MarketMenu market={market} />;
}
