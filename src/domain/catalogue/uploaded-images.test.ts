import { describe, expect, it } from "vitest";

import { imageFormatFor, imageSrcSet, movedImageOrder, parseUploadedImageFile, uploadedImageUrl, uploadTypeOf } from "./uploaded-images";

const key = { productId: 12, imageId: 7, hash: "0123456789abcdef" };

describe("uploaded product images", () => {
  it("a photo's URL names the product, the image, the original's hash and the width, and reads back", () => {
    const url = uploadedImageUrl(key, 640);
    expect(url).toBe("/afbeeldingen/12/foto-7-0123456789abcdef-640.img");
    expect(parseUploadedImageFile(url.split("/").pop()!)).toEqual({ imageId: 7, hash: "0123456789abcdef", width: 640 });
  });

  it("a file name that is not a photo of a width the pages use is no photo", () => {
    expect(parseUploadedImageFile("1.svg")).toBeNull();
    expect(parseUploadedImageFile("foto-7-0123456789abcdef-641.img")).toBeNull();
    expect(parseUploadedImageFile("foto-7-0123456789ABCDEF-640.img")).toBeNull();
    expect(parseUploadedImageFile("foto-0-0123456789abcdef-640.img")).toBeNull();
    expect(parseUploadedImageFile("foto-9999999999-0123456789abcdef-640.img")).toBeNull();
  });

  it("a photo's srcset offers every width; a drawing has none", () => {
    expect(imageSrcSet(uploadedImageUrl(key, 640))).toBe(
      "/afbeeldingen/12/foto-7-0123456789abcdef-160.img 160w, /afbeeldingen/12/foto-7-0123456789abcdef-320.img 320w, /afbeeldingen/12/foto-7-0123456789abcdef-640.img 640w, /afbeeldingen/12/foto-7-0123456789abcdef-1280.img 1280w",
    );
    expect(imageSrcSet("/afbeeldingen/12/1.svg")).toBeUndefined();
  });

  it("content negotiation: AVIF for a browser that accepts it, else WebP", () => {
    expect(imageFormatFor("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8")).toBe("avif");
    expect(imageFormatFor("image/webp,*/*")).toBe("webp");
    expect(imageFormatFor("image/avif;q=0, image/webp")).toBe("webp");
    expect(imageFormatFor("*/*")).toBe("webp");
    expect(imageFormatFor(null)).toBe("webp");
  });

  it("only JPEG, PNG, WebP and AVIF may be uploaded", () => {
    expect(uploadTypeOf("image/jpeg")).toBe("image/jpeg");
    expect(uploadTypeOf("IMAGE/PNG; charset=binary")).toBe("image/png");
    expect(uploadTypeOf("image/gif")).toBeNull();
    expect(uploadTypeOf("image/svg+xml")).toBeNull();
    expect(uploadTypeOf(undefined)).toBeNull();
  });

  it("moving a photo shifts the others; a place past the end puts it last", () => {
    expect(movedImageOrder(["a", "b", "c", "d"], 4, 1)).toEqual(["d", "a", "b", "c"]);
    expect(movedImageOrder(["a", "b", "c", "d"], 1, 3)).toEqual(["b", "c", "a", "d"]);
    expect(movedImageOrder(["a", "b", "c"], 2, 99)).toEqual(["a", "c", "b"]);
    expect(movedImageOrder(["a", "b"], 2, 2)).toEqual(["a", "b"]);
  });
});
