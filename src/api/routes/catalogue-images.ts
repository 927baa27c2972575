/**
 * A product's photos in the back office (issue 21, part D; decisions §12):
 * staff read them, admins upload, change the alt text or order, and remove.
 * The photos themselves are served publicly under /afbeeldingen/ (images.ts).
 */
import { z } from "zod";

import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from "@/domain/catalogue/uploaded-images";
import { productImageAnswerSchema, productImagesAnswerSchema } from "@/schemas/answers/product-images";
import { imagePositionParam, PRODUCT_IMAGE_BODY_LIMIT, productImageChangeSchema, uploadImageQuerySchema, altField } from "@/schemas/catalogue-admin/product-images";
import { changeProductImage } from "@/server/catalogue-images/change-product-image";
import { listProductImages } from "@/server/catalogue-images/product-images";
import { removeProductImage } from "@/server/catalogue-images/remove-product-image";
import { uploadProductImage } from "@/server/catalogue-images/upload-product-image";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { readUpload } from "@/server/http/upload-body";
import { requireAdmin, requireStaff } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

const imagesParams = z.object({ productId: idParam("productId") });
const imageParams = z.object({ productId: idParam("productId"), position: imagePositionParam });
const ACCEPTED_TYPES = Object.keys(UPLOAD_TYPES);

export const catalogueImageRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/catalogue/products/{productId}/images/",
      summary: "Staff read a product's uploaded photos in their order (1 shows first), with their URLs; showsDrawings when it has none and the shop shows the demo's drawings.",
      role: "staff",
      answers: [{ status: 200, description: "The photos.", data: productImagesAnswerSchema }],
      failures: [400, 401, 404],
    },
    { authorize: requireStaff, params: imagesParams },
    async ({ params }) => listProductImages(await getDatabase(), params.productId),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/catalogue/products/{productId}/images/",
      summary: `An admin uploads a photo: the file as the body (Content-Type image/jpeg, image/png, image/webp or image/avif; alt in ?alt=) or multipart/form-data (file, alt). At most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB (413), an accepted type whose bytes are that type (415), at least 200 pixels each way and at most 40 megapixels (422), 12 photos a product (409). It is made in every width the pages use as WebP and AVIF, and placed last.`,
      role: "admin",
      answers: [{ status: 201, description: "The photo as stored.", data: productImageAnswerSchema }],
      failures: [400, 401, 403, 404, 409, 413, 415, 422],
    },
    { authorize: requireAdmin, params: imagesParams, query: uploadImageQuerySchema, status: 201 },
    async ({ request, params, query }) => {
      const upload = await readUpload(request, { limitBytes: MAX_UPLOAD_BYTES, acceptedTypes: ACCEPTED_TYPES });
      // The form's alt field, else ?alt= (a raw upload has no fields).
      const alt = altField.safeParse(upload.fields.alt ?? query.alt);
      if (!alt.success) throw new ApiError(422, "De alt-tekst klopt niet.", [{ field: "alt", errorMessage: alt.error.issues[0]?.message ?? "alt klopt niet" }]);
      return uploadProductImage(await getDatabase(), params.productId, { bytes: upload.bytes, alt: alt.data });
    },
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/catalogue/products/{productId}/images/{position}/",
      summary: "An admin changes a photo's alt text and/or moves it to another place (position; the others shift). Answers all the product's photos as they are now.",
      role: "admin",
      answers: [{ status: 200, description: "The product's photos.", data: productImagesAnswerSchema }],
      failures: [400, 401, 403, 404, 413, 415, 422],
    },
    { authorize: requireAdmin, params: imageParams, body: productImageChangeSchema, bodyLimitBytes: PRODUCT_IMAGE_BODY_LIMIT },
    async ({ params, body }) => changeProductImage(await getDatabase(), params.productId, params.position, body),
  ),
  endpoint(
    {
      method: "DELETE",
      path: "/api/catalogue/products/{productId}/images/{position}/",
      summary: "An admin removes a photo and its copies; the ones after it move up. Without photos the product shows its drawings again.",
      role: "admin",
      answers: [{ status: 204, description: "Removed." }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireAdmin, params: imageParams },
    async ({ params }) => removeProductImage(await getDatabase(), params.productId, params.position),
  ),
];
