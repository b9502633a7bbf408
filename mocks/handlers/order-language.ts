import { getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { OrderProductLine } from '../../src/api/generated/model';
import { menuLanguageOf, translateOrderLine, type MenuLanguage } from '../domain/menu-language';
import { isWalletOffer, translateWalletOffer } from '../domain/offer-language';

/**
 * Every call whose answer may carry an order (the cart lifecycle, history, favourites, submission,
 * the offers usable on an order) or the member's wallet offers.
 */
const TRANSLATED_CALLS = /\/api\/v1\/(?:orders|members\/offers)(?:[/?]|$)/;

const isLineList = (value: unknown): value is OrderProductLine[] =>
  Array.isArray(value) &&
  value.every(
    (item) => typeof item === 'object' && item !== null && 'product_id' in item && 'choices' in item,
  );

/**
 * Names every order line and wallet offer found in an answer (an order, a list of them, a
 * submission result, a wallet).
 */
function translateAnswer(value: JsonBodyType, language: MenuLanguage): JsonBodyType {
  if (Array.isArray(value)) return value.map((item) => translateAnswer(item, language));
  if (typeof value !== 'object' || value === null) return value;
  if (isWalletOffer(value)) return translateWalletOffer(value, language) as JsonBodyType;
  return Object.fromEntries(
    Object.entries(value as Record<string, JsonBodyType>).map(([key, field]) => [
      key,
      key === 'products' && isLineList(field)
        ? field.map((line) => translateOrderLine(line, language))
        : translateAnswer(field, language),
    ]),
  );
}

/**
 * The contract's "Language" for orders and offers: an order keeps the catalogue's English names
 * and each answer names its lines, and the offers it carries, in the request's language; so does
 * the member's wallet. One layer over the handlers does it for all of them, as a real backend would
 * when it renders an answer: English requests pass straight on.
 */
export function orderLanguageHandler(backend: readonly RequestHandler[]): RequestHandler {
  return http.all(TRANSLATED_CALLS, async ({ request }) => {
    const language = menuLanguageOf(request);
    if (language === 'en') return undefined;
    const response = await getResponse([...backend], request);
    if (!response?.headers.get('content-type')?.includes('json')) return response;
    const body = (await response.json()) as JsonBodyType;
    return HttpResponse.json(translateAnswer(body, language), { status: response.status });
  });
}
