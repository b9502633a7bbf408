import type {
  Category,
  Menu,
  MenuProduct,
  OptionChoice,
  OptionGroup,
  OrderProductLine,
} from '../../src/api/generated/model';
import { SPANISH_MENU_TEXT } from '../seed/menu-spanish';

/** The languages the catalogue is written in; English is the stored one and the fallback. */
export type MenuLanguage = 'en' | 'es';

/**
 * The contract's "Language": `es` or any `es-*` tag first in `Accept-Language` asks for Spanish;
 * anything else, or no header, for English.
 */
export function menuLanguageOf(request: Request): MenuLanguage {
  const first = request.headers.get('accept-language')?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'es' || first?.startsWith('es-') ? 'es' : 'en';
}

/** Whether the catalogue has Spanish for `text` (brand names map to themselves). */
const hasSpanish = (text: string | null | undefined): boolean =>
  typeof text === 'string' && text in SPANISH_MENU_TEXT;

/** A catalogue text in `language`: the stored English where it has no translation. */
export const translateMenuText = (text: string, language: MenuLanguage): string =>
  language === 'es' ? (SPANISH_MENU_TEXT[text] ?? text) : text;

const translateOptional = <Text extends string | null | undefined>(
  text: Text,
  language: MenuLanguage,
): Text => (typeof text === 'string' ? translateMenuText(text, language) : text) as Text;

/** The contract's `language` of texts answered in `language`: English where none of them has Spanish. */
const languageOf = (
  language: MenuLanguage,
  ...texts: (string | null | undefined)[]
): { language?: string } => (language === 'es' ? { language: texts.some(hasSpanish) ? 'es' : 'en' } : {});

function translateGroup(group: OptionGroup, language: MenuLanguage): OptionGroup {
  return {
    ...group,
    ...languageOf(language, group.description),
    description: translateMenuText(group.description, language),
    options: group.options.map((option) => translateChoice(option, language)),
  };
}

function translateChoice(choice: OptionChoice, language: MenuLanguage): OptionChoice {
  const translated: OptionChoice = {
    ...choice,
    ...languageOf(language, choice.name),
    name: translateMenuText(choice.name, language),
  };
  if (choice.optiongroups)
    translated.optiongroups = choice.optiongroups.map((group) => translateGroup(group, language));
  return translated;
}

/** A product's texts in `language`; its slug stays English so product links do not change with it. */
export function translateProduct(product: MenuProduct, language: MenuLanguage): MenuProduct {
  if (language === 'en') return product;
  const translated: MenuProduct = {
    ...product,
    // The contract's `language`: a product with no Spanish at all is answered, and marked, in English.
    ...languageOf(language, product.name, product.description),
    name: translateMenuText(product.name, language),
    description: translateOptional(product.description, language),
    availability: {
      ...product.availability,
      description: translateOptional(product.availability.description, language),
    },
  };
  if (product.optiongroups)
    translated.optiongroups = product.optiongroups.map((group) => translateGroup(group, language));
  return translated;
}

const translateCategory = (category: Category, language: MenuLanguage): Category => ({
  ...category,
  ...languageOf(language, category.name, category.description),
  name: translateMenuText(category.name, language),
  description: translateOptional(category.description, language),
  products: category.products.map((product) => translateProduct(product, language)),
});

export function translateMenu(menu: Menu, language: MenuLanguage): Menu {
  if (language === 'en') return menu;
  return {
    ...menu,
    name: translateOptional(menu.name, language),
    categories: menu.categories.map((category) => translateCategory(category, language)),
  };
}

/** An order line named in `language`: the order stores the catalogue's English names. */
export const translateOrderLine = (line: OrderProductLine, language: MenuLanguage): OrderProductLine => ({
  ...line,
  ...languageOf(language, line.name),
  name: translateMenuText(line.name, language),
  choices: line.choices.map((choice) => ({
    ...choice,
    ...languageOf(language, choice.name),
    name: translateMenuText(choice.name, language),
  })),
});
