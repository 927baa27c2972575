/**
 * The photo tab's calls (issue 21, part D): list, upload (the file itself as
 * the body, so nothing is base64'd or held twice), change and remove. Failures
 * become the back office's ApiFailure, with the field messages of a 422.
 */
import { callApi, type Fetcher } from "../../data/data-provider";

export interface ProductImage {
  position: number;
  alt: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  url: string;
  srcSet: string;
  createdAt: string;
}

export interface ProductImages {
  items: ProductImage[];
  total: number;
  showsDrawings: boolean;
}

export const productImagesUrl = (productId: string | number) => `/api/catalogue/products/${encodeURIComponent(String(productId))}/images/`;
const productImageUrl = (productId: string | number, position: number) => `${productImagesUrl(productId)}${position}/`;

export function createProductImagesApi(fetcher: Fetcher = (input, init) => fetch(input, init)) {
  return {
    list: async (productId: string | number) => (await callApi(fetcher, productImagesUrl(productId))) as ProductImages,
    async upload(productId: string | number, file: File, alt = ""): Promise<ProductImage> {
      const query = alt ? `?${new URLSearchParams({ alt })}` : "";
      return (await callApi(fetcher, `${productImagesUrl(productId)}${query}`, { method: "POST", body: file })) as ProductImage;
    },
    change: async (productId: string | number, position: number, body: { alt?: string; position?: number }) =>
      (await callApi(fetcher, productImageUrl(productId, position), { method: "PUT", body })) as ProductImages,
    remove: async (productId: string | number, position: number) => {
      await callApi(fetcher, productImageUrl(productId, position), { method: "DELETE" });
    },
  };
}

export type ProductImagesApi = ReturnType<typeof createProductImagesApi>;
