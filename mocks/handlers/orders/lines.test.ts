// @vitest-environment node
import {
  AbandonOrderResponse,
  AddOrderProductsResponse,
  RemoveOrderProductResponse,
  UpdateOrderProductsResponse,
} from '../../../src/api/generated/zod/orders/orders.zod';
import { call, messagesOf, okBody } from '../testing/api';
import { setUpOrderBackend } from '../testing/order-backend';
import { FIXTURE } from '../testing/order-fixtures';
import { addProducts, cartWith, comboWithMacAndBacon, createOrder, plain } from '../testing/order-steps';

setUpOrderBackend();
const { option, product } = FIXTURE;
const combo = (choices: { id: number; quantity: number }[]) => ({ id: product.combo, quantity: 1, choices });

describe('adding products', () => {
  it('prices choices into the line and keeps isupsell and instructions', async () => {
    const order = await createOrder();
    const added = okBody(
      await addProducts(order.id, [
        {
          ...comboWithMacAndBacon(3, [{ id: option.ranch, quantity: 1 }]),
          instructions: 'Extra crispy',
          isupsell: true,
        },
      ]),
      AddOrderProductsResponse,
    );
    expect(added.products).toEqual([
      {
        id: 1,
        product_id: product.combo,
        name: '3 Piece Chicken Supremes Combo',
        quantity: 3,
        cost: { base: 11.24, total: 33.72 },
        choices: [
          { option_id: option.macAndCheese, name: 'Mac & Cheese', quantity: 1, cost: 0.5 },
          { option_id: option.bacon, name: 'Bacon', quantity: 1, cost: 1 },
          { option_id: option.ranch, name: 'Ranch', quantity: 1, cost: 0.25 },
        ],
        instructions: 'Extra crispy',
        image: 'supremes-3.jpg',
        isupsell: true,
      },
    ]);
  });

  it('names the group whose minimum or maximum is not met', async () => {
    const order = await createOrder();
    const attempt = (choices: { id: number; quantity: number }[]) => addProducts(order.id, [combo(choices)]);
    expect(messagesOf(await attempt([]), 422)).toEqual(['Choose at least 1 option for "Pick a side".']);
    const threeSauces = [option.bossSauce, option.honeyMustard, option.ranch].map((id) => ({
      id,
      quantity: 1,
    }));
    expect(messagesOf(await attempt([{ id: option.cajunFries, quantity: 1 }, ...threeSauces]), 422)).toEqual([
      'Choose up to 2 options for "Sauces".',
    ]);
    expect(messagesOf(await attempt([{ id: option.macAndCheese, quantity: 1 }]), 422)).toEqual([
      'Choose at least 1 option for "Mac topping".',
    ]);
  });

  it('refuses a nested option whose parent is not chosen, and an option of another product', async () => {
    const order = await createOrder();
    const foreign = ['One of the chosen options is not available for "3 Piece Chicken Supremes Combo".'];
    const bacon = [
      { id: option.cajunFries, quantity: 1 },
      { id: option.bacon, quantity: 1 },
    ];
    expect(messagesOf(await addProducts(order.id, [combo(bacon)]), 422)).toEqual(foreign);
    const uptownOption = [
      { id: option.cajunFries, quantity: 1 },
      { id: 821, quantity: 1 },
    ];
    expect(messagesOf(await addProducts(order.id, [combo(uptownOption)]), 422)).toEqual(foreign);
  });

  it('answers 422 for a product of another menu and 404 for a product no menu has', async () => {
    const order = await createOrder();
    const otherMenu = plain(FIXTURE.uptownProduct.fries);
    expect(messagesOf(await addProducts(order.id, [otherMenu]), 422)).toEqual([
      'This item is not on this menu.',
    ]);
    expect(messagesOf(await addProducts(order.id, [plain(12345)]), 404)).toEqual([
      'No product with id 12345.',
    ]);
  });

  it('holds a line to the product’s limit_quantity and a quantity of at least 1', async () => {
    const order = await createOrder();
    expect(messagesOf(await addProducts(order.id, [plain(product.cookie, 2)]), 422)).toEqual([
      '"Free Cookie" is limited to 1 per order.',
    ]);
    messagesOf(await addProducts(order.id, [plain(product.cookie, 0)]), 400);
    const added = okBody(await addProducts(order.id, [plain(product.cookie, 1)]), AddOrderProductsResponse);
    expect(added.totals.total).toBe(0);
  });

  it('holds the whole order to limit_quantity: a second line of the free item is refused', async () => {
    const order = await createOrder();
    okBody(await addProducts(order.id, [plain(product.cookie, 1)]), AddOrderProductsResponse);
    expect(messagesOf(await addProducts(order.id, [plain(product.cookie, 1)]), 422)).toEqual([
      '"Free Cookie" is limited to 1 per order.',
    ]);
    expect(
      messagesOf(await addProducts(order.id, [plain(product.cookie, 1), plain(product.cookie, 1)]), 422),
    ).toEqual(['"Free Cookie" is limited to 1 per order.']);
  });

  it('refuses a line of more than 99 with 422 and a message to show, on adding and on updating', async () => {
    const order = await createOrder();
    const refusal = ['At most 99 of "Cajun Fries" fit on one line.'];
    expect(messagesOf(await addProducts(order.id, [plain(product.fries, 100)]), 422)).toEqual(refusal);
    expect(messagesOf(await addProducts(order.id, [plain(product.fries, 2 ** 31)]), 422)).toEqual(refusal);
    const added = okBody(await addProducts(order.id, [plain(product.fries, 99)]), AddOrderProductsResponse);
    expect(added.products.map((line) => line.quantity)).toEqual([99]);
    const update = await call('PUT', `/orders/${order.id}/products`, {
      body: { products: [{ line_id: added.products[0]?.id, ...plain(product.fries, 100) }] },
    });
    expect(messagesOf(update, 422)).toEqual(refusal);
  });

  it('adds nothing when one of several products is refused', async () => {
    const order = await createOrder();
    await addProducts(order.id, [plain(product.fries), plain(product.cookie, 2)]);
    const unchanged = okBody(await call('GET', `/orders/${order.id}`), AddOrderProductsResponse);
    expect(unchanged.products).toEqual([]);
  });
});

describe('updating and removing lines', () => {
  it('replaces a line’s quantity and choices and re-prices it', async () => {
    const order = await cartWith([comboWithMacAndBacon(), plain(product.fries)]);
    const [comboLine] = order.products;
    const updated = okBody(
      await call('PUT', `/orders/${order.id}/products`, {
        body: {
          products: [
            { line_id: comboLine?.id, ...combo([{ id: option.cajunFries, quantity: 1 }]), quantity: 2 },
          ],
        },
      }),
      UpdateOrderProductsResponse,
    );
    expect(updated.products.map((line) => [line.id, line.quantity, line.cost.total])).toEqual([
      [1, 2, 18.98],
      [2, 1, 2.99],
    ]);
    expect(updated.totals).toMatchObject({ subtotal: 21.97, tax: 1.59, total: 23.56 });
  });

  it('validates an update like an addition and answers 404 for an unknown line', async () => {
    const order = await cartWith([comboWithMacAndBacon()]);
    const update = (lineId: number, choices: { id: number; quantity: number }[]) =>
      call('PUT', `/orders/${order.id}/products`, {
        body: { products: [{ line_id: lineId, ...combo(choices) }] },
      });
    expect(messagesOf(await update(1, []), 422)).toEqual(['Choose at least 1 option for "Pick a side".']);
    expect(messagesOf(await update(7, [{ id: option.cajunFries, quantity: 1 }]), 404)).toEqual([
      'No line with id 7 on this order.',
    ]);
  });

  it('removes a line by its line id and answers 404 for an unknown one', async () => {
    const order = await cartWith([plain(product.fries), plain(product.biscuit)]);
    const removed = okBody(
      await call('DELETE', `/orders/${order.id}/products/1`),
      RemoveOrderProductResponse,
    );
    expect(removed.products.map((line) => line.name)).toEqual(['Biscuit']);
    expect(removed.totals).toMatchObject({ subtotal: 1.49, tax: 0.11, total: 1.6 });
    expect(messagesOf(await call('DELETE', `/orders/${order.id}/products/1`), 404)).toEqual([
      'No line with id 1 on this order.',
    ]);
  });

  it('answers 409 once the order is no longer an open cart', async () => {
    const order = await cartWith([plain(product.fries)]);
    expect(okBody(await call('DELETE', `/orders/${order.id}/abandon`), AbandonOrderResponse)).toEqual({
      success: true,
    });
    expect(messagesOf(await addProducts(order.id, [plain(product.biscuit)]), 409)).toEqual([
      'This order was abandoned. Please start a new order.',
    ]);
  });
});
