import { useIntl } from 'react-intl';
import { ExpansionLoadState } from '../../features/content/expansion/components/expansion-load-state';
import { ExpansionMarketList } from '../../features/content/expansion/components/expansion-market-list';
import { useExpansionStores } from '../../features/content/expansion/expansion-stores';
import { messages } from '../../features/content/expansion/messages';
import { useExpansionMarketStore } from '../../stores';
import { PageFrame } from './page-frame';

/** SPEC §2 /expansion-menu: the restaurants of the expansion markets (the CMS's expansion stores). */
export function ExpansionMenuPage() {
  const intl = useIntl();
  const stores = useExpansionStores();
  const chosen = useExpansionMarketStore((state) => state.market);
  return (
    <PageFrame
      heading={intl.formatMessage(messages.marketsHeading)}
      intro={intl.formatMessage(messages.marketsIntro)}
    >
      {stores.data ? (
        <ExpansionMarketList stores={stores.data} chosen={chosen} />
      ) : (
        <ExpansionLoadState retry={stores.isError ? () => void stores.refetch() : undefined} />
      )}
    </PageFrame>
  );
}
