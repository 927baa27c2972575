import "server-only";

/**
 * The file of an import, sent as the request's body (text/csv, the XLSX type,
 * application/octet-stream) or as the field `file` of a multipart form (the
 * back office's upload), within the size limit.
 */
import { ApiError } from "@/server/http/api-error";
import { readBodyBytes } from "@/server/http/body";

/** 50 MB: 100,000 products with their descriptions fit, with room. */
export const IMPORT_BODY_LIMIT = 50 * 1_048_576;

const FILE_TYPES = new Set(["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/octet-stream"]);

export async function readImportFile(request: Request): Promise<Uint8Array> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const bytes = await readBodyBytes(request, IMPORT_BODY_LIMIT);
  if (type === "multipart/form-data") {
    let form: FormData;
    try {
      form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
    } catch {
      throw new ApiError(400, "Het formulier is niet te lezen.");
    }
    const file = form.get("file");
    if (!(file instanceof Blob)) throw new ApiError(422, "Kies een bestand om in te lezen.", [{ field: "file", errorMessage: "Kies een CSV- of XLSX-bestand" }]);
    return new Uint8Array(await file.arrayBuffer());
  }
  if (type !== "" && !FILE_TYPES.has(type)) throw new ApiError(415, "Stuur een CSV- of XLSX-bestand (text/csv of het XLSX-type), of een formulier met het veld file.");
  if (bytes.byteLength === 0) throw new ApiError(422, "Kies een bestand om in te lezen.", [{ field: "file", errorMessage: "Het bestand is leeg" }]);
  return bytes;
}
