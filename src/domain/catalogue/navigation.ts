/** The menus' data: hubs with their categories, and the brands. */
export interface NavigationCategory {
  categoryId: number;
  slug: string;
  name: string;
  productType: string;
  url: string;
}
export interface NavigationHub {
  slug: string;
  name: string;
  description: string;
  url: string;
  categories: NavigationCategory[];
}
export interface NavigationBrand {
  slug: string;
  name: string;
  url: string;
}
export interface Navigation {
  hubs: NavigationHub[];
  brands: NavigationBrand[];
}
