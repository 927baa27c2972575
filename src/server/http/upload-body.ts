/**
 * Reads an uploaded file (issue 21: a product photo) within a size limit: the
 * raw file as the body (`Content-Type: image/jpeg`), or an HTML form's
 * `multipart/form-data` with the file in `file` and its text fields beside it.
 * Every way it can be wrong is a Dutch 4xx: 413 too large, 415 a type that is
 * not accepted, 422 a form without a file.
 */
import { ApiError } from "./api-error";
import { readBodyBytes, tooLarge } from "./body";

export interface Upload {
  bytes: Uint8Array;
  /** The type the sender declared for the file. */
  declaredType: string;
  /** The form's text fields (multipart only), first value of each. */
  fields: Record<string, string>;
}

/** A form's boundaries and headers around the file: a little room above the file's own limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

export async function readUpload(request: Request, options: { limitBytes: number; acceptedTypes: readonly string[] }): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const acceptedText = options.acceptedTypes.join(", ");
  // A declared size over the limit is refused before a byte is read.
  const declared = Number(request.headers.get("content-length"));
  const most = type === "multipart/form-data" ? options.limitBytes + MULTIPART_OVERHEAD : options.limitBytes;
  if (Number.isFinite(declared) && declared > most) throw tooLarge(options.limitBytes);
  if (type === "multipart/form-data") return readMultipart(request, contentType, options.limitBytes, acceptedText);
  if (!options.acceptedTypes.includes(type)) {
    throw new ApiError(415, `Stuur een afbeelding (${acceptedText}) als de gegevens zelf, of als formulier (multipart/form-data) met het bestand in het veld file.`);
  }
  const bytes = await readBodyBytes(request, options.limitBytes);
  if (bytes.byteLength === 0) throw missingFile();
  return { bytes, declaredType: type, fields: {} };
}

async function readMultipart(request: Request, contentType: string, limit: number, acceptedText: string): Promise<Upload> {
  const raw = await readBodyBytes(request, limit + MULTIPART_OVERHEAD);
  let form: FormData;
  try {
    form = await new Response(raw as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError(400, "Het formulier (multipart/form-data) is niet te lezen.");
  }
  const fields: Record<string, string> = {};
  let file: File | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      if (!Object.hasOwn(fields, name) && !["__proto__", "prototype", "constructor"].includes(name)) fields[name] = value;
    } else if (name === "file" && !file) {
      file = value;
    }
  }
  if (!file || file.size === 0) throw missingFile();
  if (file.size > limit) throw tooLarge(limit);
  const declaredType = (file.type || "").split(";")[0]!.trim().toLowerCase();
  if (!acceptedText.split(", ").includes(declaredType)) {
    throw new ApiError(415, `Dit bestand is geen afbeelding die de winkel aanneemt; stuur ${acceptedText}.`);
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), declaredType, fields };
}

function missingFile(): ApiError {
  return new ApiError(422, "Er is geen bestand meegestuurd.", [{ field: "file", errorMessage: "Kies een afbeelding om te uploaden" }]);
}
