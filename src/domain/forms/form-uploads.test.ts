import { describe, expect, it } from "vitest";

import { formUploadTypeOf, isUnsentUploadExpired, safeFormUploadName, UNSENT_UPLOAD_LIFETIME_MS } from "./form-uploads";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("a form upload's type comes from its bytes, never its name", () => {
  it("knows JPEG, PNG, WebP, PDF and HEIC", () => {
    expect(formUploadTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(formUploadTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(formUploadTypeOf(ascii("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(formUploadTypeOf(ascii("%PDF-1.7"))).toBe("application/pdf");
    expect(formUploadTypeOf(new Uint8Array([0, 0, 0, 24, ...ascii("ftypheic")]))).toBe("image/heic");
    expect(formUploadTypeOf(new Uint8Array([0, 0, 0, 24, ...ascii("ftypmif1")]))).toBe("image/heic");
  });

  it("refuses an executable, a script, a video and an empty file", () => {
    expect(formUploadTypeOf(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull();
    expect(formUploadTypeOf(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull();
    expect(formUploadTypeOf(ascii("<script>alert(1)</script>"))).toBeNull();
    expect(formUploadTypeOf(new Uint8Array([0, 0, 0, 24, ...ascii("ftypisom")]))).toBeNull();
    expect(formUploadTypeOf(new Uint8Array())).toBeNull();
  });
});

describe("a form upload's name is safe to keep and carries its real type's extension", () => {
  it("drops the path, quotes and control characters and the given extension", () => {
    expect(safeFormUploadName("../../etc/passwd", "image/jpeg")).toBe("passwd.jpg");
    expect(safeFormUploadName('C:\\foto "1".exe', "image/png")).toBe("foto 1.png");
    expect(safeFormUploadName("", "application/pdf")).toBe("bestand.pdf");
  });
});

describe("an unsent upload expires a day after it came", () => {
  it("not a minute before", () => {
    const at = new Date("2026-11-26T10:00:00Z");
    expect(isUnsentUploadExpired(at, new Date(at.getTime() + UNSENT_UPLOAD_LIFETIME_MS - 60_000))).toBe(false);
    expect(isUnsentUploadExpired(at, new Date(at.getTime() + UNSENT_UPLOAD_LIFETIME_MS))).toBe(true);
  });
});
