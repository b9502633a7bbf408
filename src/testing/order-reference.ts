/** What the order store keeps of an order (its reference), made just now, for tests. */
export const orderReference = (id: number) => ({
  id,
  menu_id: 100,
  location_id: 1001,
  created: new Date().toISOString(),
});
