/** Every public URL of the catalogue, in one place. All of them end with a slash (decisions §6). */
export const hubUrl = (hubSlug: string) => `/${hubSlug}/`;
export const categoryUrl = (categorySlug: string) => `/${categorySlug}/`;
export const brandUrl = (brandSlug: string) => `/merken/${brandSlug}/`;
export const productUrl = (categorySlug: string, productSlug: string) => `/${categorySlug}/${productSlug}/`;
/** Images are files, so they keep their extension and get no slash. */
export const productImageUrl = (productId: number, position: number) => `/afbeeldingen/${productId}/${position}.svg`;
export const searchUrl = (query?: string) => (query ? `/zoeken/?q=${encodeURIComponent(query)}` : "/zoeken/");
