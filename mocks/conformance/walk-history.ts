import type { FavoriteOrder, Order, RecentOrder, TransferResult } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import { UNKNOWN_ID, UNKNOWN_ORDER_ID, type WalkState } from './walk-state';

/** Past orders and favourites, carts started from them, moving a cart to another menu and leaving it. */
export async function walkHistory(session: WalkSession, state: WalkState): Promise<void> {
  const { token } = state;
  const recent = await session.succeed<RecentOrder[]>('listRecentOrders', "the member's past orders", {
    token,
  });
  await session.fail('listRecentOrders', 'past orders without a token', {});
  const past = recent.data?.[0];
  if (past) {
    const reordered = await session.succeed<Order>('reorder', `order #${past.id} again`, {
      body: { id: past.id },
      token,
    });
    state.reorderedId = reordered.data?.id;
  } else session.skip('reorder', 'the member has no past order');
  await session.fail('reorder', 'reorder an unknown order', { body: { id: UNKNOWN_ORDER_ID }, token });

  const favourites = await session.succeed<FavoriteOrder[]>('listFavoriteOrders', "the member's favourites", {
    token,
  });
  await session.fail('listFavoriteOrders', 'favourites without a token', {});
  const favourite = favourites.data?.[0];
  if (favourite) {
    await session.succeed('reorderFavorite', `order favourite "${favourite.description}"`, {
      body: { id: favourite.id },
      token,
    });
  } else session.skip('reorderFavorite', 'the member has no favourite order');
  await session.fail('reorderFavorite', 'an unknown favourite', { body: { id: UNKNOWN_ID }, token });
}

export async function walkTransferAndAbandon(session: WalkSession, state: WalkState): Promise<void> {
  const { token, reorderedId, submitted, emptyOrderId } = state;
  const { transferMenuId } = session.settings;
  if (reorderedId !== undefined) {
    const moved = await session.succeed<TransferResult>(
      'transferOrder',
      'move the reordered cart to another menu',
      {
        params: { id: reorderedId },
        body: { menu_id: transferMenuId },
        token,
      },
    );
    await session.fail('transferOrder', 'move it to an unknown menu', {
      params: { id: moved.data?.order.id ?? reorderedId },
      body: { menu_id: UNKNOWN_ID },
      token,
    });
    if (moved.data) {
      await session.succeed('abandonOrder', 'leave the transferred cart', {
        params: { id: moved.data.order.id },
        token,
      });
    }
  } else session.skip('transferOrder', 'no reordered cart');
  if (emptyOrderId !== undefined) {
    await session.succeed('abandonOrder', 'leave the empty cart', { params: { id: emptyOrderId }, token });
  }
  await session.fail('abandonOrder', 'leave an unknown cart', { params: { id: UNKNOWN_ORDER_ID }, token });
  if (submitted) {
    await session.fail('abandonOrder', 'leave a placed (since cancelled) order', {
      params: { id: submitted.id },
      token,
    });
    await session.fail('transferOrder', 'move a placed (since cancelled) order', {
      params: { id: submitted.id },
      body: { menu_id: transferMenuId },
      token,
    });
  }
}
